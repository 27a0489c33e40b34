import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

const ROLE_WORDS = {
  owner: 'an owner (everything, including the membership, billing and the team)',
  recruiter: 'a recruiter (jobs and applicants)',
} as const;

/**
 * The invitation to a business's team: who invites, to which business, as what, and the single-use link
 * (7 days) that signs up or signs in and accepts. It answers an owner's request for this address only.
 */
export function memberInvitationMail(facts: {
  to: string;
  publicUrl: string;
  businessName: string;
  inviterName: string;
  role: 'owner' | 'recruiter';
  link: string;
}) {
  const intro = `${facts.inviterName} invited you to join ${facts.businessName} on MainWork as ${ROLE_WORDS[facts.role]}.`;
  return renderMail({
    to: facts.to,
    subject: `Join ${facts.businessName} on MainWork`,
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        preview={intro}
        reason="You get this e-mail because an owner of this business entered your address to invite you. If you do not know them, ignore it: nothing more will be sent."
      >
        <MailText>{intro}</MailText>
        <MailText>
          Accept to post jobs and handle applicants together. New to MainWork? The link lets you sign up with this
          address; already have an account with it? Log in and accept.
        </MailText>
        <MailButton href={facts.link}>Accept the invitation</MailButton>
        <MailText>The link works once and expires in 7 days.</MailText>
      </MailLayout>
    ),
  });
}
