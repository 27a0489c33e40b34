import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To a visitor who subscribed a search: nothing is sent before they follow this link (double opt-in). The
 * address is not confirmed, so the search is named only in the product's words (`searchInProductWords`:
 * place names from the index, filter names), or not at all; never with the words typed
 * (docs/decisions/051-address-consent.md).
 */
export function jobAlertConfirmationMail(facts: {
  to: string;
  publicUrl: string;
  link: string;
  search: string | null;
}) {
  const intro = facts.search
    ? `Someone, we hope you, asked for MainWork job alerts at this address, for a job search: ${facts.search}.`
    : 'Someone, we hope you, asked for MainWork job alerts at this address, for a job search.';
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
