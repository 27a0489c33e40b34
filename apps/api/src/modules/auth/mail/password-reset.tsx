import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * The forgot-password link: works once, for one hour. `firstName` only when the address is confirmed: a request
 * for an unconfirmed one carries no text anyone typed (docs/decisions/051-address-consent.md).
 */
export function passwordResetMail(input: { to: string; publicUrl: string; firstName: string | null; link: string }) {
  return renderMail({
    to: input.to,
    subject: 'Reset your MainWork password',
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview="Choose a new password for your MainWork account."
        reason="You get this e-mail because a new password was asked for this address on MainWork."
      >
        <MailText>Someone (hopefully you) asked to reset the password of your MainWork account.</MailText>
        <MailButton href={input.link}>Choose a new password</MailButton>
        <MailText>
          The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password
          stays as it is.
        </MailText>
      </MailLayout>
    ),
  });
}
