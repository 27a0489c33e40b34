import { MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from './reward-mail-layout.tsx';

/** To the referrer when an admin has issued the reward (cash and other rewards). */
export function rewardIssuedMail(facts: RewardMailFacts & { reference: string; paymentMethod: string | null }) {
  const issued = `Your referral reward for the hire at ${facts.businessName} (${facts.jobTitle}) has been issued: ${facts.label}.`;
  return renderMail({
    to: facts.to,
    subject: `Your MainWork reward has been issued: ${facts.label}`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={issued}>
        <MailText>{issued}</MailText>
        <MailText>
          {facts.paymentMethod
            ? `It was sent by ${facts.paymentMethod}, reference ${facts.reference}.`
            : `Reference: ${facts.reference}.`}
        </MailText>
      </RewardMailLayout>
    ),
  });
}
