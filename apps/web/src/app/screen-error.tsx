import { Component, type ReactNode } from 'react';
import { Button, Container } from 'react-bootstrap';
import { useLocation, type Location } from 'react-router-dom';

/** Shown when a screen fails to load or render: the page can be reloaded. */
export function ScreenError({ error }: { error: unknown }) {
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

type BoundaryState = { failure: { error: unknown } | null; location: Location };

class LocationErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  // Another page is another chance: the failure is forgotten when the location changes.
  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    return this.state.failure ? <ScreenError error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * Shows ScreenError in place of its children (a layout and the screen in it) when they fail to load or render,
 * until the visitor goes to another page.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
