import { Button, Container } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { routes } from '../lib/paths.ts';
import { LinkButton } from './link-button.tsx';

function NotFound({ title, message, actions }: { title: string; message?: string; actions: 'home' | 'jobs' }) {
  const navigate = useNavigate();
  return (
    <Container className="py-5 text-center">
      <h1 className="display-6 fw-bold">{title}</h1>
      {message ? <p className="lead">{message}</p> : null}
      <div className="d-flex justify-content-center gap-2 mt-4">
        {actions === 'jobs' ? <LinkButton to={routes.jobs}>Jobs</LinkButton> : null}
        <Button variant="outline-secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
        {actions === 'home' ? <LinkButton to={routes.home}>Homepage</LinkButton> : null}
      </div>
    </Container>
  );
}

/** Spec §2.4: the generic not-found page. */
export function NotFoundPage() {
  return <NotFound title="OOPS! PAGE NOT FOUND" actions="home" />;
}

export function EmployerNotFoundPage() {
  return (
    <NotFound title="OOPS! PAGE NOT FOUND" message="The employer you are looking for does not exist." actions="jobs" />
  );
}

export function OrganizationNotFoundPage() {
  return (
    <NotFound
      title="OOPS! PAGE NOT FOUND"
      message="The organization you are looking for does not exist."
      actions="jobs"
    />
  );
}
