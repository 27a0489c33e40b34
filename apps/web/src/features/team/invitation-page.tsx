import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Container, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useNavigate, useParams } from 'react-router-dom';
import { TEAM_MESSAGES } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { currentUserKey } from '../../lib/auth/auth-queries.ts';
import { formatDate } from '../../lib/day-formats.ts';
import { paths, routes } from '../../lib/paths.ts';
import { acceptInvitation, invitationQueryOptions } from './api/team.ts';
import { ROLE_HINTS, ROLE_LABELS } from './team-words.ts';
import { EmailAddress } from '../../components/email-address.tsx';
import { loadedOnFirstUse } from '../../components/loaded-on-first-use.tsx';
import { usePageTimeZone } from '../../lib/page-clock.ts';

/**
 * The sign-up form's code (and the form library's) loads when the visitor first reaches into it: the server
 * renders the page for a visitor (decision 076).
 */
const InvitationSignUpForm = loadedOnFirstUse(() =>
  import('./invitation-sign-up-form.tsx').then((module) => module.InvitationSignUpForm),
);

/**
 * /employers/invitations/:token (decision 054): what the link is for; a visitor signs up as an Employer of that
 * business or logs in first; the signed-in invitee accepts. A used, expired or forged link says so.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { currentUser, tokenChecked, logout } = useAuth();
  const { openModal } = useModal();
  const { showAlert } = useGlobalAlert();
  const invitation = useQuery(invitationQueryOptions(token));
  const timeZone = usePageTimeZone();
  const joined = async (businessName: string) => {
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
    showAlert({ message: `Welcome to ${businessName}'s team.`, alertType: 'success', keepForNextPage: true });
    void navigate(routes.employerDashboard);
  };
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (membership) => joined(membership.business_name),
  });

  let body;
  if (invitation.isPending || !tokenChecked) body = <LoadingScreen label="Loading the invitation…" />;
  else if (invitation.isError)
    body = (
      <>
        <Alert variant="danger">{errorMessage(invitation.error)}</Alert>
        <LinkButton to={routes.home} variant="outline-secondary">
          Homepage
        </LinkButton>
      </>
    );
  else {
    const data = invitation.data;
    const forYou = currentUser?.email.toLowerCase() === data.email;
    body = (
      <>
        <p>
          {data.invited_by ?? 'An owner'} invited{' '}
          <strong>
            <EmailAddress email={data.email} />
          </strong>{' '}
          to join <strong>{data.business_name}</strong> as {data.role === 'owner' ? 'an owner' : 'a recruiter'}.
        </p>
        <p className="small text-body-secondary">
          {ROLE_LABELS[data.role]}: {ROLE_HINTS[data.role]} The link works until {formatDate(data.expires_at, timeZone)}
          .
        </p>
        {!currentUser ? (
          <>
            <InvitationSignUpForm token={token} invitation={data} onJoined={() => void joined(data.business_name)} />
            <p className="mt-3 mb-0 text-center">
              Already have an account with this address?{' '}
              <Button
                variant="link"
                className="p-0 align-baseline"
                onClick={() => openModal('LoginModal', { redirectTo: paths.memberInvitation(token) })}
              >
                Log in first
              </Button>
            </p>
          </>
        ) : forYou ? (
          <>
            {accept.isError ? <Alert variant="danger">{errorMessage(accept.error)}</Alert> : null}
            <Button className="w-100" disabled={accept.isPending} onClick={() => accept.mutate()}>
              {accept.isPending ? (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              ) : null}
              Accept and join {data.business_name}
            </Button>
          </>
        ) : (
          <Alert variant="warning">
            <p>
              {TEAM_MESSAGES.wrongAccount} You are signed in as{' '}
              <strong>
                <EmailAddress email={currentUser.email} />
              </strong>
              .
            </p>
            <Button variant="outline-dark" size="sm" onClick={() => void logout()}>
              Log out
            </Button>
          </Alert>
        )}
      </>
    );
  }
  return (
    <Container className="py-4" style={{ maxWidth: '36rem' }}>
      <Card>
        <Card.Body>
          <h1 className="h4">
            {invitation.isSuccess ? `Join ${invitation.data.business_name} on MainWork` : 'Team invitation'}
          </h1>
          {body}
        </Card.Body>
      </Card>
    </Container>
  );
}
