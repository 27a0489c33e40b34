import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** The stages a candidate hears about by e-mail: a hire always, interviewing and not selected when the employer chooses. */
export type MailedStage = 'hired' | 'interviewing' | 'not_selected';

function stageWords(input: { jobTitle: string; businessName: string; status: MailedStage }) {
  const { jobTitle, businessName } = input;
  switch (input.status) {
    case 'hired':
      return {
        subject: `You have been hired: ${jobTitle}`,
        sentence: `${businessName} has marked you as hired for ${jobTitle}. Congratulations!`,
      };
    case 'interviewing':
      return {
        subject: `An interview for ${jobTitle}`,
        sentence: `Good news: ${businessName} would like to interview you for ${jobTitle}. They will be in touch with you soon to arrange it.`,
      };
    case 'not_selected':
      return {
        subject: `An update on your application: ${jobTitle}`,
        sentence: `${businessName} has decided not to go ahead with your application for ${jobTitle}. Thank you for applying, and good luck with your search.`,
      };
  }
}

/**
 * To the candidate, when the employer moves them on: hired, invited to interview, or not selected. Received,
 * reviewed and offered are shown in My Applications only (an offer is made in person, not by our template).
 */
export function applicationDecisionMail(input: {
  to: string;
  publicUrl: string;
  firstName: string | null;
  jobTitle: string;
  businessName: string;
  status: MailedStage;
}) {
  const words = stageWords(input);
  return renderMail({
    to: input.to,
    subject: words.subject,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={words.sentence}
        reason="You get this e-mail because you applied for this job on MainWork."
      >
        <MailText>{words.sentence}</MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.myApplications}`}>Your applications</MailButton>
      </MailLayout>
    ),
  });
}
