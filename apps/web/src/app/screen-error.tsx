import { Button, Container } from 'react-bootstrap';
import { useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load or render: the page can be reloaded. */
export function ScreenError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <Container className="py-5">
      <div role="alert" className="alert alert-danger">
        <p className="mb-2">This page could not be shown. {message}</p>
        <Button variant="outline-danger" size="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </Container>
  );
}
