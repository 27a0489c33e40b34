import { MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * The notice sent to the address an account had before its e-mail was changed: if the change was not the
 * user's, the old address is the only one they still read, and the new one is now where a password reset
 * would go, so the notice points to a person rather than to a reset link.
 */
export function emailChangedNotice(input: {
  oldEmail: string;
  newEmail: string;
  /** The account holder's, for the greeting: the old address was confirmed as theirs. */
  firstName: string | null;
  supportEmail: string;
  publicUrl: string;
}) {
  const { oldEmail, newEmail, supportEmail, publicUrl } = input;
  return renderMail({
    to: oldEmail,
    subject: 'The e-mail address of your MainWork account was changed',
    body: (
      <MailLayout
        publicUrl={publicUrl}
        firstName={input.firstName}
        preview={`Your MainWork account now uses ${newEmail}.`}
        reason="You get this notice because this address belonged to your MainWork account; it is sent for the account's safety."
      >
        <MailText>
          The e-mail address of your MainWork account (<MailLink href={publicUrl}>{publicUrl}</MailLink>) was changed
          from {oldEmail} to {newEmail}. From now on, we write to the new address, and you sign in with it.
        </MailText>
        <MailText>If you made this change, there is nothing more to do.</MailText>
        <MailText>
          If you did not, write to us at <MailLink href={`mailto:${supportEmail}`}>{supportEmail}</MailLink> from this
          address as soon as you can, and we will help you get your account back.
        </MailText>
      </MailLayout>
    ),
  });
}
