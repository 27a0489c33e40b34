import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To the candidate, when the employer decides: hired, or not selected. Received and reviewed are shown in
 * My Applications only; a decision deserves an e-mail.
 */
export function applicationDecisionMail(input: {
  to: string;
  publicUrl: string;
  firstName: string | null;
  jobTitle: string;
  businessName: string;
  status: 'hired' | 'not_selected';
}) {
  const hired = input.status === 'hired';
  const decision = hired
    ? `${input.businessName} has marked you as hired for ${input.jobTitle}. Congratulations!`
    : `${input.businessName} has decided not to go ahead with your application for ${input.jobTitle}. Thank you for applying, and good luck with your search.`;
  return renderMail({
    to: input.to,
    subject: hired ? `You have been hired: ${input.jobTitle}` : `An update on your application: ${input.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        preview={decision}
        reason="You get this e-mail because you applied for this job on MainWork."
      >
        <MailText>{input.firstName ? `Hello ${input.firstName},` : 'Hello,'}</MailText>
        <MailText>{decision}</MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.myApplications}`}>Your applications</MailButton>
      </MailLayout>
    ),
  });
}
