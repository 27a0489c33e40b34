import { useEffect, useId, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@mainwork/contracts';
import { formatApplicationStatus } from '../../lib/formatters.ts';

/**
 * An applicant's stage, chosen in place with the keyboard or the mouse (a labelled native select). Choosing only
 * picks a stage: arrow keys on a closed select fire `change` at every press in Chrome, so nothing moves until
 * "Move" is pressed. Escape, or choosing the saved stage again, drops the pick.
 */
export function StageSelect({
  name,
  status,
  picked,
  busy,
  onPick,
  onMove,
}: {
  name: string;
  /** The saved stage. */
  status: TApplicationStatus;
  /** The stage chosen but not moved to yet, if any. */
  picked: TApplicationStatus | null;
  busy: boolean;
  onPick(status: TApplicationStatus | null): void;
  onMove(status: TApplicationStatus): void;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const pending = picked !== null && picked !== status ? picked : null;
  const hadPending = useRef(false);
  // The Move button goes once the move is made (or dropped): the focus it held comes back to the select.
  useEffect(() => {
    if (hadPending.current && !pending && (!document.activeElement || document.activeElement === document.body))
      select.current?.focus();
    hadPending.current = pending !== null;
  }, [pending]);
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <Form.Label htmlFor={id} visuallyHidden>
        Status of {name}
      </Form.Label>
      <Form.Select
        ref={select}
        id={id}
        size="sm"
        // As wide as its longest stage ('Interviewing', 'Not selected') with the arrow: never cut short.
        style={{ minWidth: '9.5rem' }}
        value={pending ?? status}
        disabled={busy}
        aria-describedby={pending ? `${id}-pending` : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value as TApplicationStatus;
          onPick(next === status ? null : next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && pending) {
            event.preventDefault();
            onPick(null);
          }
        }}
      >
        {APPLICATION_STATUSES.map((stage) => (
          <option key={stage} value={stage}>
            {formatApplicationStatus(stage)}
          </option>
        ))}
      </Form.Select>
      {pending ? (
        <>
          <span id={`${id}-pending`} className="visually-hidden">
            Not moved yet: still {formatApplicationStatus(status)}. Press Move, or Escape to keep it.
          </span>
          <Button size="sm" disabled={busy} onClick={() => onMove(pending)}>
            Move
            <span className="visually-hidden">
              {' '}
              {name} to {formatApplicationStatus(pending)}
            </span>
          </Button>
        </>
      ) : null}
    </div>
  );
}
