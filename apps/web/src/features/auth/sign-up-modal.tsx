import { useId } from 'react';
import { Modal } from 'react-bootstrap';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import type { SignUpReason } from '../../lib/auth/sign-up-reason.ts';
import { SignUpForm } from './sign-up-form.tsx';
import type { SignUpRole } from './sign-up-payload.ts';

export type SignUpModalProps = SignUpReason & { roleName?: SignUpRole; affiliateLinkId?: string; modal?: boolean };

/**
 * Sign up (spec §2.3), opened with an optional role (the Employer tab) and affiliate link, and, from an
 * action that needs an account, the reason and what to do next.
 */
export default function SignUpModal({
  show,
  onHide,
  roleName,
  affiliateLinkId,
  modal = true,
  reason,
  onSignedUp,
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
        {reason ? <p className="lead">{reason}</p> : null}
        <SignUpForm
          initialRole={roleName === 'Employer' ? 'Employer' : 'Hunter'}
          affiliateLinkId={affiliateLinkId}
          modal={modal}
          autoFocus
          onSignedUp={(user) => {
            onHide();
            onSignedUp?.(user);
          }}
        />
      </Modal.Body>
    </Modal>
  );
}
