import { MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from '../../rewards/mail/reward-mail-layout.tsx';

/** To the referrer when their cash reward has been transferred to their payout account. */
export function payoutSentMail(facts: RewardMailFacts) {
  const sent = `${facts.label} is on its way: your referral reward for the hire at ${facts.businessName} (${facts.jobTitle}) has been sent to your payout account.`;
  return renderMail({
    to: facts.to,
    subject: `${facts.label} is on its way`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={sent}>
        <MailText>{sent}</MailText>
        <MailText>
          Stripe pays it out to your bank account on your usual payout schedule, usually within a few days.
        </MailText>
      </RewardMailLayout>
    ),
  });
}
