import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Container, Tab, Tabs } from 'react-bootstrap';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { can } from '../../lib/permissions.ts';
import { accountSettingsQueryOptions } from './api/account.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SessionsList } from './sessions-list.tsx';
import { UserSettingsForm } from './user-settings-form.tsx';

/** /me (spec §2.6): the tabs User settings and Change password; the second also lists where one is signed in. */
export default function AccountPage() {
  const { currentUser } = useAuth();
  const settings = useQuery(accountSettingsQueryOptions());

  let settingsContent;
  if (settings.isPending) settingsContent = <LoadingScreen label="Loading your settings…" />;
  else if (settings.isError) settingsContent = <Alert variant="danger">{errorMessage(settings.error)}</Alert>;
  else
    settingsContent = (
      <UserSettingsForm
        saved={settings.data}
        paymentMethodShown={can(currentUser, 'manage', 'ReferralPaymentMethod')}
      />
    );

  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">User Settings</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <Tabs defaultActiveKey="settings" id="account-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="settings" title="User settings">
          {settingsContent}
        </Tab>
        <Tab eventKey="password" title="Change password">
          <ChangePasswordForm />
          <SessionsList />
        </Tab>
      </Tabs>
    </Container>
  );
}
