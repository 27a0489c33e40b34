import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';
import { ConfirmAddress, WELCOME_SUBJECT } from './welcome-hunter.tsx';

/**
 * To a new Employer: the membership, then posting, then paying only for a hire found through the product. The
 * business is not named: its name was typed by whoever signed up, and the address is not confirmed yet.
 */
export function welcomeEmployerMail(input: { to: string; publicUrl: string; confirmLink: string }) {
  const { publicUrl } = input;
  return renderMail({
    to: input.to,
    subject: WELCOME_SUBJECT,
    body: (
      <MailLayout
        publicUrl={publicUrl}
        preview="Become a member, post your first job with a referral reward, and pay only for a hire."
        reason="You get this e-mail once, because this address was just used to sign up a business on MainWork."
      >
        <MailText>
          Welcome to MainWork: your business can now post jobs with referral rewards, and pay only when MainWork finds
          your hire.
        </MailText>
        <ConfirmAddress link={input.confirmLink} />
        <MailText>
          <strong>1. Become a member.</strong> Accept the membership terms on behalf of your business; they set the
          platform fee charged on each confirmed hire&apos;s reward value.
        </MailText>
        <MailText>
          <strong>2. Post a job.</strong> Describe the opening and choose the referral reward that people who share it
          can earn. <MailLink href={`${publicUrl}${EMAILED_PAGES.employerJobAdd}`}>Post a job</MailLink>
        </MailText>
        <MailText>
          <strong>3. Close it when the opening is filled.</strong> Confirm the hire if it came through MainWork: the
          platform fee appears on your next invoice, with the reward added when a referral link led to the hire (the
          referrer then gets the reward).
        </MailText>
        <MailText>
          <MailLink href={`${publicUrl}${EMAILED_PAGES.employerMembershipSignup}`}>Become a member</MailLink>
        </MailText>
      </MailLayout>
    ),
  });
}
