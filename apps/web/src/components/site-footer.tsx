import { Container } from 'react-bootstrap';
import { Link } from './link.tsx';
import { routes } from '../lib/paths.ts';

export const CONTACT_EMAIL = 'support@mainwork.example';

// Body-coloured links: the default link blue is too faint on the light footer. Bootstrap's nav markup,
// without react-bootstrap's Nav (keyboard handling for tabs that a row of links does not need).
const LINK = 'nav-link link-body-emphasis';

/**
 * Spec §2.4: copyright, How It Works, For Employers, Terms (new tab), Privacy and a contact e-mail; Developers
 * (issue 40). `fluid`: as the header's, so the footer's edges line up with the page's.
 */
export function SiteFooter({ fluid = 'lg' }: { fluid?: 'lg' | 'xxl' }) {
  return (
    <footer className="border-top py-4 mt-auto bg-light" data-testid="site-footer">
      <Container
        fluid={fluid}
        className="d-flex flex-column flex-md-row justify-content-between align-items-center gap-2"
      >
        <small className="text-body-secondary">© {new Date().getFullYear()} MainWork</small>
        <nav aria-label="Footer" className="nav small">
          <Link to={routes.about} className={LINK}>
            How It Works
          </Link>
          <Link to={routes.employers} className={LINK}>
            For Employers
          </Link>
          <Link to={routes.terms} target="_blank" rel="noopener" className={LINK}>
            Terms
          </Link>
          <Link to={routes.privacy} className={LINK}>
            Privacy
          </Link>
          <Link to={routes.developers} className={LINK}>
            Developers
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            Contact
          </a>
        </nav>
      </Container>
    </footer>
  );
}
