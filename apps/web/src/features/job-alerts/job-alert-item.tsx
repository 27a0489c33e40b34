import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { Link } from '../../components/link.tsx';
import {
  JOB_ALERT_FREQUENCIES,
  jobAlertSearchPath,
  jobSearchInWords,
  type TJobAlert,
  type TJobAlertFrequency,
  type TLookupNamer,
} from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { deleteJobAlert, jobAlertKeys, updateJobAlert } from './api/job-alerts.ts';
import { formatLastSent, FREQUENCY_WORDS } from './job-alert-words.ts';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Delete this job alert?' with what it searches; Delete answers once the server has. */
function DeleteConfirmation({
  show,
  words,
  deleting,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  words: string;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const titleId = `${useId()}-title`;
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Delete this job alert?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          You will no longer get e-mails for <strong>{words}</strong>.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Delete
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * One alert of /job_alerts: the search and frequency in words (a link to that search on /jobs, newest first), when it last mailed, and its controls: how often,
 * Pause or Resume, Delete after a confirmation. A refused change shows the server's message in the alert bar.
 */
export function JobAlertItem({
  alert,
  nameOf,
  onDeleted,
}: {
  alert: TJobAlert;
  nameOf: TLookupNamer;
  /** After the alert is gone, with its buttons: where focus goes next. */
  onDeleted(): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [confirming, setConfirming] = useState(false);
  const words = jobSearchInWords(alert, nameOf);
  const failed = (cause: unknown) => showAlert({ message: errorMessage(cause), alertType: 'danger' });

  const update = useMutation({
    mutationFn: (changes: Partial<Pick<TJobAlert, 'frequency' | 'active'>>) => updateJobAlert(alert, changes),
    onSuccess: (saved) =>
      queryClient.setQueryData<TJobAlert[]>(jobAlertKeys.mine(), (alerts) =>
        alerts?.map((each) => (each.id === saved.id ? saved : each)),
      ),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteJobAlert(alert.id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData<TJobAlert[]>(jobAlertKeys.mine(), (alerts) =>
        alerts?.filter((each) => each.id !== alert.id),
      );
      showAlert({ message: 'Job alert deleted.', alertType: 'success' });
      onDeleted();
    },
    onError: (cause) => {
      setConfirming(false);
      failed(cause);
    },
  });

  return (
    <li className="card" data-testid="job-alert">
      <div className="card-body p-3 d-flex flex-wrap align-items-center column-gap-3 row-gap-2">
        <div className="me-auto" style={{ minWidth: 0 }}>
          <h2 className="h6 mb-1 text-break">
            <Link to={jobAlertSearchPath(alert)}>{words}</Link> · {FREQUENCY_WORDS[alert.frequency]}
          </h2>
          <p className="small text-body-secondary mb-0">
            {alert.active ? null : (
              <Badge bg="secondary" className="me-2">
                Paused
              </Badge>
            )}
            {formatLastSent(alert.last_sent_at)}
          </p>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Form.Label htmlFor={`${id}-frequency`} className="visually-hidden">
            How often to e-mail {words}
          </Form.Label>
          <Form.Select
            id={`${id}-frequency`}
            size="sm"
            className="w-auto"
            value={alert.frequency}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ frequency: event.target.value as TJobAlertFrequency })}
          >
            {JOB_ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {capitalized(FREQUENCY_WORDS[frequency])}
              </option>
            ))}
          </Form.Select>
          <Button
            variant="outline-primary"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ active: !alert.active })}
          >
            {alert.active ? 'Pause' : 'Resume'}
            <span className="visually-hidden"> {words}</span>
          </Button>
          <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
            Delete
            <span className="visually-hidden"> {words}</span>
          </Button>
        </div>
      </div>
      <DeleteConfirmation
        show={confirming}
        words={words}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
