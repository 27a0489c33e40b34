import { MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from './reward-mail-layout.tsx';

/** To the referrer when the employer's payment makes the reward theirs. */
export function rewardEarnedMail(facts: RewardMailFacts & { hasCode: boolean }) {
  const earned = `Good news: ${facts.businessName} confirmed the hire you referred for ${facts.jobTitle} and has paid for it, so your referral reward is earned: ${facts.label}.`;
  return renderMail({
    to: facts.to,
    subject: `You earned a MainWork referral reward: ${facts.label}`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={earned}>
        <MailText>{earned}</MailText>
        <MailText>
          {facts.hasCode
            ? 'Your promotion code follows in a separate e-mail.'
            : 'MainWork will issue it to you shortly. Make sure your referral payment method is set in your User Settings.'}
        </MailText>
      </RewardMailLayout>
    ),
  });
}
