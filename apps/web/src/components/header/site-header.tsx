import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { LinkButton } from '../link-button.tsx';
import { UserDropdown } from './user-dropdown.tsx';

/**
 * Brand, user dropdown, Jobs and Post a Job (spec §2.2). The home layout fixes it to the top with light
 * buttons. Post a Job shows once the token check is done, for visitors and for users who may create Job.
 */
export function SiteHeader({ variant }: { variant: 'home' | 'public' }) {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const navigate = useNavigate();
  const buttonVariant = variant === 'home' ? 'light' : 'outline-primary';
  const showPostJob = tokenChecked && (!loggedIn || can(currentUser, 'create', 'Job'));
  return (
    <Navbar
      as="header"
      data-testid="site-header"
      expand
      fixed={variant === 'home' ? 'top' : undefined}
      bg={variant === 'home' ? 'dark' : 'white'}
      data-bs-theme={variant === 'home' ? 'dark' : 'light'}
      className={variant === 'home' ? 'flex-nowrap' : 'flex-nowrap border-bottom'}
    >
      <Container fluid="lg" className="flex-nowrap">
        <Navbar.Brand as={Link} to={routes.homeAlias} className="fw-bold">
          MainWork
        </Navbar.Brand>
        <Nav className="ms-auto flex-row flex-nowrap align-items-center gap-2">
          <LinkButton to={routes.jobs} variant={buttonVariant} size="sm">
            Jobs
          </LinkButton>
          {showPostJob ? (
            <Button
              variant={variant === 'home' ? 'light' : 'primary'}
              size="sm"
              onClick={() => navigate(loggedIn ? routes.employerJobAdd : routes.employers)}
            >
              Post a Job
            </Button>
          ) : null}
          <UserDropdown variant={buttonVariant} />
        </Nav>
      </Container>
    </Navbar>
  );
}
