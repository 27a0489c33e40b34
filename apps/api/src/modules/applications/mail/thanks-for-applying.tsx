import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To the candidate, when they apply (Instant Apply or the click through to the employer's site): the job and
 * the business, and where to follow the application.
 */
export function thanksForApplyingMail(input: {
  to: string;
  publicUrl: string;
  firstName: string | null;
  jobTitle: string;
  businessName: string;
  external: boolean;
}) {
  const sentence = input.external
    ? `Thanks for applying for ${input.jobTitle} at ${input.businessName}. You went on to their own site to apply: finish there if you have not yet.`
    : `Thanks for applying for ${input.jobTitle} at ${input.businessName}. We have sent them your application.`;
  return renderMail({
    to: input.to,
    subject: `Thanks for applying: ${input.jobTitle} at ${input.businessName}`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={sentence}
        reason="You get this e-mail because you applied for this job on MainWork."
      >
        <MailText>{sentence}</MailText>
        <MailText>You will see here where they have got with it, and we will e-mail you when they tell us.</MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.myApplications}`}>Your applications</MailButton>
      </MailLayout>
    ),
  });
}
