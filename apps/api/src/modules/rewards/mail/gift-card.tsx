import { MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from './reward-mail-layout.tsx';

/**
 * To the referrer when a local business's reward is earned: its redemption code and how to use it
 * (decision 065). The business scans the QR code on the referrer's rewards page, or opens the link, and
 * marks it redeemed.
 */
export function giftCardMail(
  facts: RewardMailFacts & { giver: string; code: string; redeemUrl: string; description: string | null },
) {
  const here = `You earned a referral reward for the hire at ${facts.businessName} (${facts.jobTitle}): ${facts.label}.`;
  return renderMail({
    to: facts.to,
    subject: `Your MainWork reward: ${facts.label}`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={here}>
        <MailText>{here}</MailText>
        <MailText>
          Your redemption code: <strong>{facts.code}</strong>
        </MailText>
        {facts.description ? <MailText>{facts.description}</MailText> : null}
        <MailText>
          To use it, visit {facts.giver} and show the QR code on your rewards page (or this code). They scan it, or open{' '}
          {facts.redeemUrl}, and mark the reward redeemed. It can be redeemed once.
        </MailText>
      </RewardMailLayout>
    ),
  });
}
