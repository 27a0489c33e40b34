import type { ModalComponentProps, ModalRegistry } from '../../components/modal-root.tsx';

/** A stand-in sign-up modal that shows the role it was opened with. */
function FakeSignUpModal({ show, roleName }: ModalComponentProps) {
  return show ? <div role="dialog">Sign up as {typeof roleName === 'string' ? roleName : 'anyone'}</div> : null;
}

export const fakeModals: ModalRegistry = { SignUpModal: FakeSignUpModal };
