import { EMAILED_PAGES } from '@mainwork/contracts';
import { MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/**
 * To someone who signed up from a team invitation: the team they joined and their role. No confirmation link:
 * the invitation was mailed to this address and its link came back, which proves it (decision 054). Naming the
 * business is allowed for the same reason: the invitation mail named it already.
 */
export function welcomeTeamMemberMail(input: {
  to: string;
  publicUrl: string;
  /** Their own, typed at sign-up to an address the invitation proved theirs. */
  firstName: string | null;
  businessName: string;
  role: 'owner' | 'recruiter';
}) {
  const { publicUrl } = input;
  const what =
    input.role === 'owner'
      ? 'As an owner you handle its jobs, applicants, team, membership and charges.'
      : 'As a recruiter you post and edit its jobs and move its applicants through their stages.';
  return renderMail({
    to: input.to,
    subject: `Welcome to ${input.businessName}'s team on MainWork`,
    body: (
      <MailLayout
        publicUrl={publicUrl}
        firstName={input.firstName}
        preview={`You joined ${input.businessName}'s team on MainWork.`}
        reason="You get this e-mail once, because this address just accepted an invitation to a team on MainWork."
      >
        <MailText>
          Welcome to MainWork: you joined the team of {input.businessName}. {what}
        </MailText>
        <MailText>
          <MailLink href={`${publicUrl}${EMAILED_PAGES.employerDashboard}`}>Open the employer dashboard</MailLink>
        </MailText>
      </MailLayout>
    ),
  });
}
