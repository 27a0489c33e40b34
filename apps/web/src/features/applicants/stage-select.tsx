import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { APPLICATION_STATUSES, type TApplicationStatus } from '@mainwork/contracts';
import { formatApplicationStatus } from '../../lib/formatters.ts';

/**
 * An applicant's stage, chosen in place with the keyboard or the mouse (a labelled native select). The value
 * shown stays the saved one until the move is made (a stage with an e-mail asks first).
 */
export function StageSelect({
  name,
  status,
  busy,
  onChange,
}: {
  name: string;
  status: TApplicationStatus;
  busy: boolean;
  onChange(status: TApplicationStatus): void;
}) {
  const id = useId();
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>
        Status of {name}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        // As wide as its longest stage ('Interviewing', 'Not selected') with the arrow: never cut short.
        style={{ minWidth: '9.5rem' }}
        value={status}
        disabled={busy}
        onChange={(event) => onChange(event.currentTarget.value as TApplicationStatus)}
      >
        {APPLICATION_STATUSES.map((stage) => (
          <option key={stage} value={stage}>
            {formatApplicationStatus(stage)}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
