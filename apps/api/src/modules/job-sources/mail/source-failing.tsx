import { EMAILED_PAGES, JOB_SOURCE_NAMES, type TJobSourceKind } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To a business's owners, once a job source has failed for a day: which board, why in words, that its jobs
 * stay as they were, and where to fix it. Sent once per run of failures.
 */
export function sourceFailingMail(facts: {
  to: string;
  firstName: string | null;
  publicUrl: string;
  kind: TJobSourceKind;
  board: string;
  error: string;
}) {
  const name = JOB_SOURCE_NAMES[facts.kind];
  const summary = `MainWork has not been able to read your ${name} source ${facts.board} for a day.`;
  return renderMail({
    to: facts.to,
    subject: `Your ${name} jobs are not updating`,
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        firstName={facts.firstName}
        preview={summary}
        reason="You get this e-mail because you own a business on MainWork that connected this job source: it is about your own jobs, so it is sent whatever your notification settings say."
      >
        <MailText>{summary}</MailText>
        <MailText>The last answer: {facts.error}</MailText>
        <MailText>
          Your imported jobs stay as they were until the source can be read again. MainWork keeps trying; you can check
          the board, pause the source or remove it under Job sources.
        </MailText>
        <MailButton href={`${facts.publicUrl}${EMAILED_PAGES.employerDashboard}`}>Open your dashboard</MailButton>
      </MailLayout>
    ),
  });
}
