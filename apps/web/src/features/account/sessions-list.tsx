import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Spinner, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { accountSessionsQueryOptions, signOutOtherSessions, signOutSession } from './api/account.ts';

/**
 * Where the user is signed in: each session's device (read from its browser), address, sign-in and last use
 * (kept to the minute), this one marked; the others can be signed out one by one or all at once.
 */
export function SessionsList() {
  const queryClient = useQueryClient();
  const query = useQuery(accountSessionsQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey });
  const endOthers = useMutation({ mutationFn: signOutOtherSessions, onSettled: refresh });
  const endOne = useMutation({ mutationFn: signOutSession, onSettled: refresh });
  const failure = endOthers.error ?? endOne.error;

  if (query.isPending) return <LoadingScreen label="Loading your sessions…" />;
  if (query.isError) return <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  const sessions = query.data;
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-heading" className="mt-4">
      <h2 id="sessions-heading" className="h5">
        Where you are signed in
      </h2>
      {failure ? <Alert variant="danger">{errorMessage(failure)}</Alert> : null}
      <Table responsive size="sm" className="align-middle">
        <caption className="visually-hidden">Your signed-in sessions, most recently used first</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Address</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              <td>
                {session.device}
                {session.current ? (
                  <Badge bg="success" className="ms-2">
                    This device
                  </Badge>
                ) : null}
              </td>
              <td>{session.ip ?? '-'}</td>
              <td>{formatAppliedAt(session.created_at)}</td>
              <td>{formatAppliedAt(session.last_used_at)}</td>
              <td className="text-end">
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(session.id)}
                    aria-label={`Sign out ${session.device}, last used ${formatAppliedAt(session.last_used_at)}`}
                  >
                    Sign out
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {others === 0 ? (
        <p className="text-body-secondary">You are not signed in anywhere else.</p>
      ) : (
        <Button variant="outline-danger" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {endOthers.isPending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          Sign out other sessions
        </Button>
      )}
    </section>
  );
}
