import { Spinner } from 'react-bootstrap';

/** A spinner with what the wizard is waiting for. */
export function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-2">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {label}
    </div>
  );
}
