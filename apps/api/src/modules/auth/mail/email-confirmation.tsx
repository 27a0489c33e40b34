import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

export const EMAIL_CONFIRMATION_SUBJECT = 'Confirm your e-mail address for MainWork';

/**
 * The link that asks an address for its consent: a new address for an existing account, or the account's
 * own address again (a resend). Sent to an address no one has confirmed yet, so it carries only the product's
 * words: no name, no other address, nothing the requester typed (docs/decisions/051-address-consent.md).
 */
export function emailConfirmationMail(input: {
  to: string;
  publicUrl: string;
  link: string;
  purpose: 'change' | 'own';
}) {
  const intro =
    input.purpose === 'change'
      ? 'Someone, we hope you, asked to use this address for a MainWork account.'
      : 'Someone, we hope you, signed up on MainWork with this address.';
  return renderMail({
    to: input.to,
    subject: EMAIL_CONFIRMATION_SUBJECT,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        preview={intro}
        reason="You get this e-mail because this address was entered on MainWork. If it was not you, ignore it: nothing more will be sent."
      >
        <MailText>{intro}</MailText>
        <MailText>
          {input.purpose === 'change'
            ? 'If it was you, confirm the address: the account switches to it only then.'
            : 'If it was you, confirm the address: job alerts and other e-mails start only then.'}
        </MailText>
        <MailButton href={input.link}>Confirm this address</MailButton>
        <MailText>
          The link works once and expires in 24 hours. If it was not you, ignore this e-mail: nothing changes and
          nothing more is sent.
        </MailText>
      </MailLayout>
    ),
  });
}
