import type { MailMessage } from '../../infra/mail/mailer.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text and the same paragraphs as HTML (escaped), as the other e-mails of the product. */
function message(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n'),
  };
}

export type RewardMailFacts = {
  to: string;
  label: string;
  jobTitle: string;
  businessName: string;
  publicUrl: string;
};

/** To the referrer when the employer's payment makes the reward theirs. */
export function rewardEarnedMail(facts: RewardMailFacts & { hasCode: boolean }): MailMessage {
  return message(facts.to, `You earned a MainWork referral reward: ${facts.label}`, [
    `Good news: ${facts.businessName} confirmed the hire you referred for ${facts.jobTitle} and has paid for it, so your referral reward is earned: ${facts.label}.`,
    facts.hasCode
      ? 'Your promotion code follows in a separate e-mail.'
      : 'MainWork will issue it to you shortly. Make sure your referral payment method is set in your User Settings.',
    `Thank you for sharing jobs in your community.\n${facts.publicUrl}`,
  ]);
}

/** To the referrer with the job reward's promotion code (the reward is issued by this e-mail). */
export function rewardCodeMail(
  facts: RewardMailFacts & { code: string; description: string | null; url: string | null },
): MailMessage {
  return message(facts.to, `Your MainWork reward: ${facts.label}`, [
    `Here is your referral reward for the hire at ${facts.businessName} (${facts.jobTitle}): ${facts.label}.`,
    `Your promotion code: ${facts.code}`,
    ...(facts.description ? [facts.description] : []),
    ...(facts.url ? [`Redeem it at ${facts.url}`] : []),
    `Thank you for sharing jobs in your community.\n${facts.publicUrl}`,
  ]);
}

/** To the referrer when an admin has issued the reward (cash and other rewards). */
export function rewardIssuedMail(
  facts: RewardMailFacts & { reference: string; paymentMethod: string | null },
): MailMessage {
  return message(facts.to, `Your MainWork reward has been issued: ${facts.label}`, [
    `Your referral reward for the hire at ${facts.businessName} (${facts.jobTitle}) has been issued: ${facts.label}.`,
    facts.paymentMethod
      ? `It was sent by ${facts.paymentMethod}, reference ${facts.reference}.`
      : `Reference: ${facts.reference}.`,
    `Thank you for sharing jobs in your community.\n${facts.publicUrl}`,
  ]);
}
