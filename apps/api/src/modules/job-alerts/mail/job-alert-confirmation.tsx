import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** To a visitor who subscribed a search: nothing is sent before they follow this link (double opt-in). */
export function jobAlertConfirmationMail(facts: { to: string; publicUrl: string; link: string; search: string }) {
  const intro = `Someone, we hope you, asked for MainWork job alerts for "${facts.search}" at this address.`;
  return renderMail({
    to: facts.to,
    subject: 'Confirm your MainWork job alert',
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        preview={intro}
        reason="You get this e-mail because this address was entered to subscribe to a job alert on MainWork. If it was not you, ignore it: nothing more will be sent."
      >
        <MailText>{intro}</MailText>
        <MailText>Confirm to start getting new jobs for this search:</MailText>
        <MailButton href={facts.link}>Confirm the job alert</MailButton>
      </MailLayout>
    ),
  });
}
