import { APP_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To a business's owners, when MainWork paused one of its webhooks after a day in which no delivery to it
 * succeeded: which address, its last answer, that events are no longer sent, and where to resume it.
 */
export function webhookPausedMail(facts: {
  to: string;
  firstName: string | null;
  publicUrl: string;
  url: string;
  error: string;
}) {
  const summary = `MainWork paused your webhook ${facts.url}: no event could be delivered to it for a day.`;
  return renderMail({
    to: facts.to,
    subject: 'Your webhook was paused',
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        firstName={facts.firstName}
        preview={summary}
        reason="You get this e-mail because you own a business on MainWork that set up this webhook: it is about your own integration, so it is sent whatever your notification settings say."
      >
        <MailText>{summary}</MailText>
        <MailText>The last answer: {facts.error}</MailText>
        <MailText>
          While it is paused, new events are not sent to it. Once the address answers again, resume the webhook under
          Webhooks; you can send the failed events again from its delivery log.
        </MailText>
        <MailButton href={`${facts.publicUrl}${APP_PAGES.employerWebhooks}`}>Open Webhooks</MailButton>
      </MailLayout>
    ),
  });
}
