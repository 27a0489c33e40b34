import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** Forgot password (spec §2.3): asks for a reset link by e-mail. */
export default function ForgotPasswordModal({ show, onHide }: ModalComponentProps) {
  const titleId = `${useId()}-title`;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Forgot your password?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Enter the email address of your account and we will send you a link to reset your password.</p>
        <ForgotPasswordForm autoFocus />
      </Modal.Body>
    </Modal>
  );
}
