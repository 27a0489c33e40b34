import { EMAILED_PAGES } from '@mainwork/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

/** To the employer when they confirm a hire: what was recorded and when it is charged. */
export function hireReceiptMail(input: {
  to: string;
  publicUrl: string;
  businessName: string;
  jobTitle: string;
  applicantName: string | null;
  rewardLabel: string | null;
  reward: string;
  fee: string;
  feePercent: number;
  total: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Receipt: hire confirmed for ${input.jobTitle}`,
    text: [
      'Hello,',
      '',
      `${input.businessName} has confirmed a hire found through MainWork and closed the posting ${input.jobTitle}.`,
      input.applicantName
        ? `Applicant hired: ${input.applicantName}.`
        : 'Applicant hired: not identified yet. No worries, we will track them down!',
      '',
      `Referral reward${input.rewardLabel ? ` (${input.rewardLabel})` : ''}: ${input.reward}`,
      `Platform fee (${input.feePercent}%): ${input.fee}`,
      `Total: ${input.total}`,
      '',
      'The charge appears on your next invoice.',
      '',
      `Your job postings: ${input.publicUrl}${EMAILED_PAGES.employerDashboard}`,
    ].join('\n'),
  };
}
