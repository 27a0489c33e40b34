import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To each owner when a recruiter closes a posting up to the billing step: only an owner confirms a charge
 * (decision 054), and the posting takes applications until one does.
 */
export function chargeAwaitsOwnerMail(input: {
  to: string;
  publicUrl: string;
  /** The owner's, for the greeting. */
  firstName: string | null;
  businessName: string;
  jobTitle: string;
  recruiterName: string;
}) {
  const waiting = `${input.recruiterName} has closed ${input.jobTitle} up to the billing step. Only an owner of ${input.businessName} can confirm the charge.`;
  return renderMail({
    to: input.to,
    subject: `Confirm the charge to close ${input.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={waiting}
        reason={`You get this e-mail because you are an owner of ${input.businessName} on MainWork.`}
      >
        <MailText>{waiting}</MailText>
        <MailText>
          The posting stays open to applications until the charge is confirmed. On your dashboard, choose Close on the
          posting to review the cost and confirm it.
        </MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.employerDashboard}`}>Your job postings</MailButton>
      </MailLayout>
    ),
  });
}
