import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from '../../rewards/mail/reward-mail-layout.tsx';

/** To the referrer when a cash reward is earned and they cannot receive payouts yet. */
export function payoutSetupNeededMail(facts: RewardMailFacts) {
  const earned = `Good news: ${facts.businessName} confirmed the hire you referred for ${facts.jobTitle} and has paid for it, so your referral reward of ${facts.label} is earned.`;
  return renderMail({
    to: facts.to,
    subject: `You earned ${facts.label}, set up payouts to receive it`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={earned}>
        <MailText>{earned}</MailText>
        <MailText>
          MainWork pays rewards through Stripe. Set up payouts once, and this reward and the next ones are sent to your
          bank account automatically.
        </MailText>
        <MailButton href={`${facts.publicUrl}${EMAILED_PAGES.myRewards}`}>Set up payouts</MailButton>
      </RewardMailLayout>
    ),
  });
}
