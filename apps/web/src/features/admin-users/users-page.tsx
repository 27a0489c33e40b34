import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Breadcrumb, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { ADMIN_USERS_PAGE_SIZE, USER_ROLES, type TAdminUser } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { CardList, ListCard, useCardLayout } from '../../components/responsive-list.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatCount } from '../../lib/formatters.ts';
import { formatAppliedAt } from '../../lib/day-formats.ts';
import { adminUserKeys, adminUsersQueryOptions, setUserActive, type UsersFilter } from './api/admin-users.ts';
import { EmailAddress } from '../../components/email-address.tsx';

export const USERS_MESSAGES = {
  error: 'Error loading users.',
  empty: 'No users match your search.',
} as const;

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

function fullName(user: TAdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';
}

/** Deactivating or reactivating a user, with its message. */
function ActiveToggle({ user, isSelf }: { user: TAdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const change = useMutation({
    mutationFn: (active: boolean) => setUserActive(user.id, active),
    async onSuccess(updated) {
      showAlert({
        message: updated.active
          ? `${updated.email} was reactivated.`
          : `${updated.email} was deactivated and signed out.`,
        alertType: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
    onError(error) {
      showAlert({ message: errorMessage(error), alertType: 'danger' });
    },
  });
  if (isSelf) return <span className="small text-body-secondary">You</span>;
  return (
    <Button
      size="sm"
      variant={user.active ? 'outline-danger' : 'outline-success'}
      disabled={change.isPending}
      aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
      onClick={() => change.mutate(!user.active)}
    >
      {user.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

function UserName({ user }: { user: TAdminUser }) {
  return (
    <>
      {fullName(user)}
      {user.active ? null : <span className="badge text-bg-secondary ms-2">Deactivated</span>}
    </>
  );
}

const organizationsOf = (user: TAdminUser) =>
  user.organizations.length > 0 ? user.organizations.map((o) => o.name).join(', ') : '—';
const lastSignIn = (user: TAdminUser) => (user.last_sign_in_at ? formatAppliedAt(user.last_sign_in_at) : 'Never');

function UserRow({ user, isSelf }: { user: TAdminUser; isSelf: boolean }) {
  return (
    <tr>
      <th scope="row" className="fw-normal text-break">
        <UserName user={user} />
      </th>
      <td>
        <EmailAddress email={user.email} />
      </td>
      <td>{user.role}</td>
      <td>{formatAppliedAt(user.created_at)}</td>
      <td>{lastSignIn(user)}</td>
      <td className="text-break">{user.business?.name ?? '—'}</td>
      <td className="text-break">{organizationsOf(user)}</td>
      <td className="text-end">
        <ActiveToggle user={user} isSelf={isSelf} />
      </td>
    </tr>
  );
}

/** A user on a phone: name, then the other columns as labelled facts, and the button. */
function UserCard({ user, isSelf }: { user: TAdminUser; isSelf: boolean }) {
  return (
    <ListCard
      title={<UserName user={user} />}
      facts={[
        ['E-mail', <EmailAddress key="email" email={user.email} />, 'wide'],
        ['Role', user.role],
        ['Created', formatAppliedAt(user.created_at)],
        ['Last sign-in', lastSignIn(user)],
        ['Business', user.business?.name ?? '—'],
        ['Organizations', organizationsOf(user), 'wide'],
      ]}
      actions={<ActiveToggle user={user} isSelf={isSelf} />}
    />
  );
}

/** /admin/users: users by name or e-mail and role, 25 a page with the total; deactivate and reactivate. */
export default function UsersPage() {
  const { currentUser } = useAuth();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UsersFilter['role']>('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const query = useQuery(adminUsersQueryOptions({ search, role, page }));
  const cards = useCardLayout();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / ADMIN_USERS_PAGE_SIZE)) : 1;

  let content;
  if (query.isPending) content = <LoadingScreen label="Loading users…" />;
  else if (query.isError) content = <Alert variant="danger">{USERS_MESSAGES.error}</Alert>;
  else if (query.data.items.length === 0) content = <p className="py-3">{USERS_MESSAGES.empty}</p>;
  else
    content = (
      <>
        <p aria-live="polite">{formatCount(query.data.total, 'user')}</p>
        {cards ? (
          <CardList label="Users">
            {query.data.items.map((user) => (
              <UserCard key={user.id} user={user} isSelf={user.id === currentUser?.id} />
            ))}
          </CardList>
        ) : (
          <Table responsive="lg" size="sm" hover className="align-middle small">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Business</th>
                <th scope="col">Organizations</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === currentUser?.id} />
              ))}
            </tbody>
          </Table>
        )}
        <nav aria-label="Users pages" className="d-flex align-items-center gap-2">
          <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      </>
    );

  return (
    <div>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Users</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <Form role="search" className="mb-3" onSubmit={(event) => event.preventDefault()}>
        <Row className="g-2">
          <Col md={6}>
            <Form.Label htmlFor="users-search">Search by name or e-mail</Form.Label>
            <Form.Control
              id="users-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </Col>
          <Col md={3}>
            <Form.Label htmlFor="users-role">Role</Form.Label>
            <Form.Select
              id="users-role"
              value={role}
              onChange={(event) => {
                setRole(event.target.value as UsersFilter['role']);
                setPage(1);
              }}
            >
              <option value="">All roles</option>
              {USER_ROLES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>
      {content}
    </div>
  );
}
