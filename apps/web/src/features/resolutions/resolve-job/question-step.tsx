import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { FieldError, errorIdOf } from '../../../components/form-fields.tsx';
import { Waiting } from './waiting.tsx';

/** A yes-or-no step: the question as a group label, its buttons, and the server's message under it. */
export function Question({
  text,
  busy,
  error,
  onYes,
  onNo,
  autoFocus,
  children,
}: {
  text: string;
  busy: boolean;
  error?: string | undefined;
  onYes(): unknown;
  onNo(): unknown;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const yes = useRef<HTMLButtonElement>(null);
  // Each new question takes the focus, so a keyboard user goes on from the answer they just gave.
  useEffect(() => {
    yes.current?.focus();
  }, [text]);
  return (
    <div role="group" aria-labelledby={`${id}-q`} aria-describedby={error ? errorIdOf(id) : undefined}>
      <p id={`${id}-q`} className="fs-5">
        {text}
      </p>
      <div className="d-flex gap-2">
        <Button ref={yes} disabled={busy} onClick={() => void onYes()} autoFocus={autoFocus}>
          Yes
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={() => void onNo()}>
          No
        </Button>
      </div>
      <FieldError id={id} error={error} />
      {children}
      {busy && !children ? <Waiting label="Saving…" /> : null}
    </div>
  );
}
