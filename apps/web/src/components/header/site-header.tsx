import { Button, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { Link } from '../link.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { LinkButton } from '../link-button.tsx';
import { UserDropdown } from './user-dropdown.tsx';

/**
 * Brand, user dropdown, Jobs and Post a Job (spec §2.2). The home layout fixes it to the top with light
 * buttons. Post a Job shows once the token check is done, for visitors and for users who may create Job.
 */
/** `fluid`: the width the header's content follows, the page's own (a panel's screens are wider, decision 053). */
export function SiteHeader({ variant, fluid = 'lg' }: { variant: 'home' | 'public'; fluid?: 'lg' | 'xxl' }) {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const navigate = useNavigate();
  const buttonVariant = variant === 'home' ? 'light' : 'outline-primary';
  const showPostJob = tokenChecked && (!loggedIn || can(currentUser, 'create', 'Job'));
  // Bootstrap's navbar markup, as react-bootstrap's Navbar drew it, without its code: the first page would
  // otherwise load the collapse and offcanvas transitions of a menu this header never collapses.
  const placement = variant === 'home' ? 'fixed-top bg-dark' : 'bg-white border-bottom';
  return (
    <header
      data-testid="site-header"
      className={`navbar navbar-expand navbar-light ${placement} flex-nowrap`}
      data-bs-theme={variant === 'home' ? 'dark' : 'light'}
    >
      <Container fluid={fluid} className="flex-nowrap">
        <Link to={routes.homeAlias} className="navbar-brand fw-bold">
          MainWork
        </Link>
        <div className="navbar-nav ms-auto flex-row flex-nowrap align-items-center gap-2">
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
        </div>
      </Container>
    </header>
  );
}
