import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The seven modal types of spec §2.3, and the job alert dialog of /jobs (issue 25). */
export type ModalType =
  | 'LoginModal'
  | 'SignUpModal'
  | 'ForgotPasswordModal'
  | 'JobsFiltersModal'
  | 'RewardMarketplaceModal'
  | 'ShareJobModal'
  | 'EmployersResolveJobModal'
  | 'JobAlertModal';

/** What every registered modal receives: whether it is shown, how to close it, and its properties. */
export type ModalComponentProps<P = Record<string, unknown>> = P & { show: boolean; onHide(): void };

export type ModalRegistry = Partial<Record<ModalType, ComponentType<ModalComponentProps>>>;

export const MODAL_TRANSITION_MS = 300;

type OpenModal = { modalType: ModalType; modalProps: Record<string, unknown> };
type ModalContextValue = {
  modal: OpenModal | null;
  openModal(modalType: ModalType, modalProps?: Record<string, unknown>): void;
  closeModal(): void;
};

const ModalContext = createContext<ModalContextValue | null>(null);

/**
 * One modal at a time, opened by type with properties (spec §2.3). Closing hides it first and unmounts
 * it after the 300 ms transition.
 */
export function ModalProvider({ registry, children }: { registry: ModalRegistry; children: ReactNode }) {
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [shown, setShown] = useState(false);
  const unmountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const openModal = useCallback((modalType: ModalType, modalProps: Record<string, unknown> = {}) => {
    clearTimeout(unmountTimer.current);
    setModal({ modalType, modalProps });
    setShown(true);
  }, []);
  const closeModal = useCallback(() => {
    setShown(false);
    clearTimeout(unmountTimer.current);
    unmountTimer.current = setTimeout(() => setModal(null), MODAL_TRANSITION_MS);
  }, []);
  useEffect(() => () => clearTimeout(unmountTimer.current), []);

  const value = useMemo(
    () => ({ modal: shown ? modal : null, openModal, closeModal }),
    [modal, shown, openModal, closeModal],
  );
  const Component = modal ? registry[modal.modalType] : undefined;
  return (
    <ModalContext.Provider value={value}>
      {children}
      {modal && Component ? (
        <Suspense fallback={null}>
          <Component {...modal.modalProps} show={shown} onHide={closeModal} />
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error('useModal needs a ModalProvider');
  return context;
}
