import { EMAILED_PAGES, PUBLIC_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

export const WELCOME_SUBJECT = 'Welcome to MainWork';

/**
 * The first paragraphs of every welcome: the address is not confirmed yet, so the link to confirm it comes
 * first, and the e-mail carries nothing the person who signed up typed (docs/decisions/051-address-consent.md).
 */
export function ConfirmAddress({ link }: { link: string }) {
  return (
    <>
      <MailText>
        First, confirm that this address is yours: job alerts and other e-mails start only then. The link works once and
        expires in 24 hours; your settings (User Settings) can send a new one.
      </MailText>
      <MailButton href={link}>Confirm this address</MailButton>
      <MailText>If you did not sign up on MainWork, ignore this e-mail: nothing more will be sent.</MailText>
    </>
  );
}

/** To a new Hunter: how to apply, how to share, and what a referral reward takes (terms of use). */
export function welcomeHunterMail(input: { to: string; publicUrl: string; confirmLink: string }) {
  const { publicUrl } = input;
  return renderMail({
    to: input.to,
    subject: WELCOME_SUBJECT,
    body: (
      <MailLayout
        publicUrl={publicUrl}
        preview="Apply to jobs near you, share them with friends, and earn referral rewards."
        reason="You get this e-mail once, because this address was just used to sign up on MainWork."
      >
        <MailText>Welcome to MainWork: find work near you, and help the people you know find theirs.</MailText>
        <ConfirmAddress link={input.confirmLink} />
        <MailText>
          <strong>Apply.</strong> Search the jobs and apply with MainWork Instant Apply, or on the employer&apos;s own
          page when a job sends you there.{' '}
          <MailLink href={`${publicUrl}${EMAILED_PAGES.myApplications}`}>My Applications</MailLink> shows where each
          application stands.
        </MailText>
        <MailText>
          <strong>Share.</strong> Every job has a Share button that gives you your own share link for it. Send it to
          someone who would fit the job: they must apply using your link.{' '}
          <MailLink href={`${publicUrl}${EMAILED_PAGES.myShareLinks}`}>My Share Links</MailLink> lists the jobs you have
          shared.
        </MailText>
        <MailText>
          <strong>Earn a reward.</strong> A referral reward is earned only after a confirmed hire attributed through
          your referral link and payment by the employer.
        </MailText>
        <MailText>
          <MailLink href={`${publicUrl}${PUBLIC_PAGES.jobs}`}>Find jobs</MailLink>
        </MailText>
      </MailLayout>
    ),
  });
}
