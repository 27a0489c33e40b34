import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Container } from 'react-bootstrap';
import { Tab, Tabs } from '../../components/tabs.tsx';
import { Alert } from '../../components/alert.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { can } from '../../lib/permissions.ts';
import { accountSettingsQueryOptions, notificationSettingsQueryOptions } from './api/account.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EmailStatus } from './email-status.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';
import { SessionsList } from './sessions-list.tsx';
import { UserSettingsForm } from './user-settings-form.tsx';

/**
 * /me (spec §2.6): the tabs User settings and Change password (which also lists where one is signed in), and
 * Notifications (docs/decisions/038-notification-settings.md).
 */
export default function AccountPage() {
  const { currentUser } = useAuth();
  const settings = useQuery(accountSettingsQueryOptions());

  let settingsContent;
  if (settings.isPending) settingsContent = <LoadingScreen label="Loading your settings…" />;
  else if (settings.isError) settingsContent = <Alert variant="danger">{errorMessage(settings.error)}</Alert>;
  else
    settingsContent = (
      <>
        <EmailStatus saved={settings.data} />
        <UserSettingsForm
          saved={settings.data}
          paymentMethodShown={can(currentUser, 'manage', 'ReferralPaymentMethod')}
        />
      </>
    );

  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">User Settings</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <Tabs defaultActiveKey="settings" id="account-tabs" className="mb-3">
        <Tab eventKey="settings" title="User settings">
          {settingsContent}
        </Tab>
        <Tab eventKey="password" title="Change password">
          <ChangePasswordForm />
          <SessionsList />
        </Tab>
        <Tab eventKey="notifications" title="Notifications">
          <NotificationsTab teamMember={can(currentUser, 'create', 'Job')} />
        </Tab>
      </Tabs>
    </Container>
  );
}

function NotificationsTab({ teamMember }: { teamMember: boolean }) {
  const settings = useQuery(notificationSettingsQueryOptions());
  if (settings.isPending) return <LoadingScreen label="Loading your notification settings…" />;
  if (settings.isError) return <Alert variant="danger">{errorMessage(settings.error)}</Alert>;
  return <NotificationSettingsForm saved={settings.data} teamMember={teamMember} />;
}
