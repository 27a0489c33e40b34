import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenError } from './screen-error.tsx';

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Another navigation: try again, as the router's own error boundaries do.
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Shows ScreenError in place of its children when a screen fails to load or render, until the next
 * navigation. What a route's `errorElement` does in a data router, for the lighter declarative router the app
 * uses (decision 027).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
