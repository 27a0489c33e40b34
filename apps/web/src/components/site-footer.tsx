import { Container, Nav } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { routes } from '../lib/paths.ts';

export const CONTACT_EMAIL = 'support@mainwork.example';

// Body-coloured links: the default link blue is too faint on the light footer.
const LINK = 'link-body-emphasis';

/** Spec §2.4: copyright, How It Works, For Employers, Terms (new tab), Privacy and a contact e-mail. */
export function SiteFooter() {
  return (
    <footer className="border-top py-4 mt-auto bg-light" data-testid="site-footer">
      <Container fluid="lg" className="d-flex flex-column flex-md-row justify-content-between align-items-center gap-2">
        <small className="text-body-secondary">© {new Date().getFullYear()} MainWork</small>
        <Nav as="nav" aria-label="Footer" className="small">
          <Nav.Link as={Link} to={routes.about} className={LINK}>
            How It Works
          </Nav.Link>
          <Nav.Link as={Link} to={routes.employers} className={LINK}>
            For Employers
          </Nav.Link>
          <Nav.Link as={Link} to={routes.terms} target="_blank" rel="noopener" className={LINK}>
            Terms
          </Nav.Link>
          <Nav.Link as={Link} to={routes.privacy} className={LINK}>
            Privacy
          </Nav.Link>
          <Nav.Link href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            Contact
          </Nav.Link>
        </Nav>
      </Container>
    </footer>
  );
}
