import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import type { SignUpRole } from './sign-up-payload.ts';

export type SignUpModalProps = { roleName?: SignUpRole; affiliateLinkId?: string; modal?: boolean };

/** Sign up (spec §2.3), opened with an optional role (the Employer tab) and affiliate link. */
export default function SignUpModal({
  show,
  onHide,
  roleName,
  affiliateLinkId,
  modal = true,
}: ModalComponentProps<SignUpModalProps>) {
  const titleId = `${useId()}-title`;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered scrollable>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Sign up
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignUpForm
          initialRole={roleName === 'Employer' ? 'Employer' : 'Hunter'}
          affiliateLinkId={affiliateLinkId}
          modal={modal}
          autoFocus
          onSignedUp={onHide}
        />
      </Modal.Body>
    </Modal>
  );
}
