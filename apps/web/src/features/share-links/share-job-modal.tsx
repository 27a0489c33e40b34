import { useId } from 'react';
import { Button, Form, InputGroup, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useNavigate } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { CopyButton } from '../../components/copy-button.tsx';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatShareLinkUrl } from '../../lib/formatters.ts';
import { routes } from '../../lib/paths.ts';
import { useShareLinkKey } from './api/share-link-key.ts';
import { ShareButtons } from './share-buttons.tsx';
import { Icon } from '../../components/icon.tsx';
import infoCircleIcon from 'virtual:bootstrap-icons/info-circle';

export const REFERRAL_NOTE =
  'Your friend must apply using this link and be hired through it for you to earn the referral bonus.';

/**
 * ShareJobModal (spec §2.3): 'Share job: {title}', the user's read-only share link with a copy button, the
 * referral note, the share buttons, and a way to My Share Links. The dialog traps focus and closes on Escape; the
 * link takes the focus (selected) once it is there.
 */
export default function ShareJobModal({ show, onHide, job }: ModalComponentProps<{ job: Pick<TJob, 'id' | 'title'> }>) {
  const navigate = useNavigate();
  const titleId = useId();
  const linkId = useId();
  const noteId = useId();
  const key = useShareLinkKey(job.id);
  const link = key.data ? formatShareLinkUrl(window.location.origin, key.data) : null;

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          Share job: {job.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {key.isError ? <Alert variant="danger">{errorMessage(key.error)}</Alert> : null}
        {key.isPending ? (
          <div role="status" className="d-flex align-items-center gap-2 mb-3">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Getting your share link…
          </div>
        ) : null}
        {link ? (
          <>
            <Form.Label htmlFor={linkId}>Share link</Form.Label>
            <InputGroup className="mb-2">
              <Form.Control
                id={linkId}
                readOnly
                autoFocus
                value={link}
                aria-describedby={noteId}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={link} what="share link" />
            </InputGroup>
            <p id={noteId} className="small text-body-secondary">
              <Icon icon={infoCircleIcon} className="me-1" />
              {REFERRAL_NOTE}
            </p>
            <ShareButtons link={link} title={job.title} />
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-secondary"
          onClick={() => {
            onHide();
            navigate(routes.myShareLinks);
          }}
        >
          My Share Links
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
