import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To the referrer: someone applied through their share link. The candidate is not named: the
 * referrer learns that the share worked, not who applied.
 */
export function referredApplicationMail(input: {
  to: string;
  publicUrl: string;
  /** The referrer's, for the greeting. */
  firstName: string | null;
  jobTitle: string;
}) {
  return renderMail({
    to: input.to,
    subject: `Someone applied to ${input.jobTitle} through your link`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={`Someone applied to ${input.jobTitle} through your share link.`}
        reason="You get this e-mail because you shared this job with your MainWork share link."
      >
        <MailText>Someone you shared {input.jobTitle} with has applied through your share link.</MailText>
        <MailText>If they are hired and the employer pays, you earn the referral reward.</MailText>
        <MailButton href={`${input.publicUrl}${EMAILED_PAGES.myShareLinks}`}>Your share links</MailButton>
      </MailLayout>
    ),
  });
}
