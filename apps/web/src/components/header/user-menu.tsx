import { Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { Link } from '../link.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import { useGlobalAlert } from '../alert-bar.tsx';
import { useModal } from '../modal-root.tsx';
import { SIGNED_IN_ROWS } from './user-menu-rows.ts';
import { Icon } from '../icon.tsx';
import { EmailAddress } from '../email-address.tsx';
import personCircleIcon from 'virtual:bootstrap-icons/person-circle';

/** Said once the session has ended, on the page the user lands on. */
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

function AccountToggle({ variant }: { variant: string }) {
  return (
    <Dropdown.Toggle variant={variant} size="sm" id="user-menu" autoFocus>
      <Icon icon={personCircleIcon} /> <span className="visually-hidden">Account</span>
    </Dropdown.Toggle>
  );
}

/** The Account menu itself (react-bootstrap's Dropdown and popper), loaded when first opened. */
export function UserMenu({ variant, defaultShow }: { variant: string; defaultShow: boolean }) {
  const { currentUser, logout } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const { showAlert } = useGlobalAlert();

  if (!currentUser) {
    return (
      <Dropdown align="end" defaultShow={defaultShow}>
        <AccountToggle variant={variant} />
        <Dropdown.Menu>
          <Dropdown.Item as="button" onClick={() => openModal('LoginModal')}>
            Log in
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => openModal('SignUpModal')}>
            Sign up
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={routes.employers}>
            Employers - Post a job
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  return (
    <Dropdown align="end" defaultShow={defaultShow}>
      <AccountToggle variant={variant} />
      <Dropdown.Menu>
        <Dropdown.Header>
          Signed in as
          <br />
          <strong>
            <EmailAddress email={currentUser.email} />
          </strong>
        </Dropdown.Header>
        <Dropdown.Divider />
        {SIGNED_IN_ROWS.filter((row) => row.visible(currentUser)).map((row) => (
          <Dropdown.Item key={row.label} as={Link} to={row.to}>
            {row.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          onClick={async () => {
            // Home first: a guarded page still on screen when the user goes would ask them to log in again.
            navigate(routes.home);
            await logout();
            showAlert({ message: LOGGED_OUT_MESSAGE, alertType: 'success' });
          }}
        >
          Log out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
