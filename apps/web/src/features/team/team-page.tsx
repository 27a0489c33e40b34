import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { can } from '../../lib/permissions.ts';
import { membersQueryOptions } from './api/team.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { JobActivityList } from './job-activity-list.tsx';
import { MemberRow } from './member-row.tsx';

/**
 * /employers/my_business/team (decision 054): the business's people with their role and status; owners invite
 * by address, change roles, remove members, resend or withdraw invitations. Below, who posted, edited or closed
 * each job.
 */
export default function TeamPage() {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const mayManage = can(currentUser, 'update', 'BusinessMember');
  const members = useQuery({ ...membersQueryOptions(businessId ?? 0), enabled: businessId !== null });

  let list;
  if (businessId === null) list = <Alert variant="info">Your account is on no business's team.</Alert>;
  else if (members.isPending) list = <LoadingScreen label="Loading your team…" />;
  else if (members.isError) list = <Alert variant="danger">{errorMessage(members.error)}</Alert>;
  else {
    // The API refuses to demote or remove the last active owner (decision 054): neither is offered.
    const activeOwners = members.data.filter((member) => member.status === 'active' && member.role === 'owner');
    list = (
      <>
        <div className="row g-2 px-3 pb-2 small text-body-secondary d-none d-md-flex" aria-hidden="true">
          <div className="col-md-4">Name and e-mail</div>
          <div className="col-md-3">Role</div>
          <div className="col-md-2">Status</div>
        </div>
        <ul className="list-group mb-4" aria-label="Team members">
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              businessId={businessId}
              isYou={member.status === 'active' && member.email === currentUser?.email}
              mayManage={mayManage}
              soleOwner={activeOwners.length === 1 && activeOwners[0] === member}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Container fluid className="py-3">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Team</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <p className="text-body-secondary">
        Owners do everything, including the team, the membership and confirming charges. Recruiters post and edit jobs,
        handle applicants and close postings up to the billing step.
      </p>
      {mayManage && businessId !== null ? <InviteMemberForm businessId={businessId} /> : null}
      <h2 className="h5">Members</h2>
      {list}
      {businessId !== null ? (
        <section aria-labelledby="job-activity-title">
          <h2 id="job-activity-title" className="h5">
            Job activity
          </h2>
          <JobActivityList businessId={businessId} />
        </section>
      ) : null}
    </Container>
  );
}
