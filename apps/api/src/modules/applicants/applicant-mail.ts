import { EMAILED_PAGES } from '@mainwork/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

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
}): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const hired = input.status === 'hired';
  return {
    to: input.to,
    subject: hired ? `You have been hired: ${input.jobTitle}` : `An update on your application: ${input.jobTitle}`,
    text: [
      greeting,
      '',
      hired
        ? `${input.businessName} has marked you as hired for ${input.jobTitle}. Congratulations!`
        : `${input.businessName} has decided not to go ahead with your application for ${input.jobTitle}. Thank you for applying, and good luck with your search.`,
      '',
      `Your applications: ${input.publicUrl}${EMAILED_PAGES.myApplications}`,
    ].join('\n'),
  };
}
