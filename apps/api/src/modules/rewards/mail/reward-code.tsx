import { MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { RewardMailLayout, type RewardMailFacts } from './reward-mail-layout.tsx';

/** To the referrer with the job reward's promotion code (the reward is issued by this e-mail). */
export function rewardCodeMail(
  facts: RewardMailFacts & { code: string; description: string | null; url: string | null },
) {
  const here = `Here is your referral reward for the hire at ${facts.businessName} (${facts.jobTitle}): ${facts.label}.`;
  return renderMail({
    to: facts.to,
    subject: `Your MainWork reward: ${facts.label}`,
    body: (
      <RewardMailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={here}>
        <MailText>{here}</MailText>
        <MailText>
          Your promotion code: <strong>{facts.code}</strong>
        </MailText>
        {facts.description ? <MailText>{facts.description}</MailText> : null}
        {facts.url ? (
          <MailText>
            Redeem it at <MailLink href={facts.url}>{facts.url}</MailLink>
          </MailText>
        ) : null}
      </RewardMailLayout>
    ),
  });
}
