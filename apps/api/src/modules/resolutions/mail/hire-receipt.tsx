import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** To the employer when they confirm a hire: what was recorded and when it is charged. */
export function hireReceiptMail(input: {
  to: string;
  publicUrl: string;
  /** The recipient's, for the greeting. */
  firstName: string | null;
  businessName: string;
  jobTitle: string;
  applicantName: string | null;
  rewardLabel: string | null;
  /** False: no one referred the hire (decision 049), so the reward is not charged and only the fee is. */
  rewardDue: boolean;
  reward: string;
  fee: string;
  feePercent: number;
  total: string;
}) {
  const confirmed = `${input.businessName} has confirmed a hire found through MainWork and closed the posting ${input.jobTitle}.`;
  return renderMail({
    to: input.to,
    subject: `Receipt: hire confirmed for ${input.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={confirmed}
        reason="You get this receipt because your business confirmed a hire on MainWork."
      >
        <MailText>
          {confirmed}
          <br />
          {input.applicantName
            ? `Applicant hired: ${input.applicantName}.`
            : 'Applicant hired: not identified yet. No worries, we will track them down!'}
        </MailText>
        <MailText>
          {input.rewardDue || !input.rewardLabel
            ? `Referral reward${input.rewardLabel ? ` (${input.rewardLabel})` : ''}: ${input.reward}`
            : `Referral reward (${input.rewardLabel}): none due, ${
                input.applicantName ? 'no referral link led to this hire' : 'no referrer is known for this hire'
              }`}
          <br />
          Platform fee ({input.feePercent}%): {input.fee}
          <br />
          <strong>Total: {input.total}</strong>
        </MailText>
        <MailText>The charge appears on your next invoice.</MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.employerDashboard}`}>Your job postings</MailButton>
      </MailLayout>
    ),
  });
}
