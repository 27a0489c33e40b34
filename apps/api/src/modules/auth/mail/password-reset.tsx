import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** The forgot-password link: works once, for one hour. */
export function passwordResetMail(input: { to: string; publicUrl: string; link: string }) {
  return renderMail({
    to: input.to,
    subject: 'Reset your MainWork password',
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
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
