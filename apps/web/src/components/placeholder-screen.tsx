import { Container } from 'react-bootstrap';

/**
 * A screen whose content a later piece of work builds. It already sits in its real layout and guard,
 * so the route, permissions and navigation around it are final.
 */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <Container className="py-4">
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">This page is not available yet.</p>
    </Container>
  );
}
