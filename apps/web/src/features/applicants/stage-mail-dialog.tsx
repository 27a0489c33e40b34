import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatApplicationStatus } from '../../lib/formatters.ts';
import { hasOptionalMail } from '@mainwork/contracts';
import { stageMailQueryOptions } from './api/applicants.ts';
import type { StageMove } from './stage-move.ts';

/**
 * Moving to a stage that may be told by e-mail (interviewing, not selected): the employer reads the message the
 * candidate would get, chooses whether to send it (off until ticked), then moves. A hire always e-mails the
 * candidate and counts toward what closing the posting bills, so it is confirmed here too, with its message.
 */
export function StageMailDialog({
  businessId,
  jobId,
  move,
  busy,
  onMove,
  onCancel,
}: {
  businessId: number;
  jobId: number;
  move: StageMove;
  busy: boolean;
  onMove(notify: boolean): void;
  onCancel(): void;
}) {
  const titleId = useId();
  const sendId = useId();
  const optional = hasOptionalMail(move.to);
  const [send, setSend] = useState(false);
  const preview = useQuery(stageMailQueryOptions(businessId, jobId, move.previewId, move.to));
  const stage = formatApplicationStatus(move.to);
  const several = move.ids.length > 1;
  return (
    <Modal show onHide={() => (busy ? undefined : onCancel())} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">
          Move {move.who} to {stage}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {optional ? (
          <Form.Check
            id={sendId}
            type="checkbox"
            checked={send}
            onChange={(event) => setSend(event.currentTarget.checked)}
            label={several ? 'E-mail each candidate this message' : 'E-mail the candidate this message'}
          />
        ) : (
          <p className="mb-0">
            {several ? 'Each candidate gets' : 'The candidate gets'} this e-mail at once. When you close the posting, a
            hire through MainWork may be billed to your business.
          </p>
        )}
        <section aria-label="E-mail preview" className="border rounded p-3 mt-2 bg-body-tertiary small">
          {preview.isPending ? (
            <div role="status">
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-1" />
              Loading the message…
            </div>
          ) : preview.isError ? (
            <Alert variant="danger" className="mb-0">
              {errorMessage(preview.error)}
            </Alert>
          ) : (
            <>
              <p className="mb-1">
                <strong>To:</strong>{' '}
                {several ? "each candidate's MainWork address" : "the candidate's MainWork address"}
              </p>
              <p className="mb-2">
                <strong>Subject:</strong> {preview.data.subject}
              </p>
              <div className="text-break" style={{ whiteSpace: 'pre-line' }}>
                {preview.data.text.trim()}
              </div>
            </>
          )}
        </section>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={() => onMove(optional && send)}>
          {busy ? <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-1" /> : null}
          {optional && send ? `Move and send` : `Move to ${stage}`}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
