import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { Alert } from '../../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import {
  RESOLUTION_PROGRESS,
  RESOLUTION_PROGRESS_INITIAL,
  type TResolution,
  type TResolutionEventBody,
} from '@mainwork/contracts';
import { useGlobalAlert } from '../../../components/alert-bar.tsx';
import type { ModalComponentProps } from '../../../components/modal-root.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFormMutation } from '../../../lib/forms/use-form-mutation.ts';
import {
  createResolution,
  currentResolutionQueryOptions,
  resolutionKeys,
  sendResolutionEvent,
  type JobRef,
} from '../api/resolutions.ts';
import { ApplicantSelection } from './applicant-selection-step.tsx';
import { BillingConfirmation } from './billing-confirmation-step.tsx';
import { Question } from './question-step.tsx';
import { ResolutionProgress } from './resolution-progress.tsx';
import { RESOLVE_TEXTS } from './resolve-texts.ts';
import { Summary } from './summary-step.tsx';
import { Waiting } from './waiting.tsx';
import type { WizardValues } from './wizard-values.ts';

type Props = ModalComponentProps<{
  job: { id: number; title: string };
  businessId: number;
  /** Called once the posting is closed (the dashboard refreshes its rows). */
  onResolved?(): void;
  /** Called after the dialog has gone (the opener puts the focus back where it belongs). */
  onClosed?(): void;
}>;

/**
 * EmployersResolveJobModal (spec §2.3, §4): 'Closing {job title} Position', one question at a time, the
 * server deciding the next status. Reopening resumes the open resolution. Errors (spec §8): field errors
 * on the step; a message becomes a danger alert and the wizard closes.
 */
export default function EmployersResolveJobModal({ show, onHide, job, businessId, onResolved, onClosed }: Props) {
  const ref: JobRef = { businessId, jobId: job.id };
  const titleId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const current = useQuery(currentResolutionQueryOptions(ref));
  const [resolution, setResolution] = useState<TResolution | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const latest = resolution ?? current.data ?? null;
  const form = useForm<WizardValues>({
    defaultValues: { application_id: '', is_position_filled: '', is_mw_hire: '', found_applicant: '', body: null },
  });

  const fail = (error: unknown) => {
    showAlert({ message: errorMessage(error), alertType: 'danger' });
    onHide();
  };

  useEffect(() => {
    if (current.isError) fail(current.error);
    // Only a failed load closes the wizard.
  }, [current.isError]);

  const resolved = useRef(false);
  useEffect(() => {
    if (latest?.status === 'complete' && resolution && !resolved.current) {
      resolved.current = true;
      onResolved?.();
    }
  }, [latest?.status, resolution, onResolved]);

  // A reload or a tab closed while the charge is being confirmed is asked about first.
  useEffect(() => {
    if (!confirming) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [confirming]);

  const { save, saving } = useFormMutation<WizardValues, TResolution>({
    form,
    mutationFn: ({ body }) => sendResolutionEvent(ref, latest!.id, body!),
    fieldKeys: {
      application_id: 'applicant_selection',
      is_position_filled: 'is_position_filled',
      is_mw_hire: 'is_mw_hire',
      found_applicant: 'found_applicant',
    },
    messages: 'first',
    onSuccess(next) {
      setResolution(next);
      queryClient.setQueryData(resolutionKeys.current(ref), next);
    },
    onError(error, placement) {
      if (error instanceof ApiError && error.fieldErrors) {
        setUnplaced(placement.unplaced.map((entry) => entry.message));
        return;
      }
      fail(error);
    },
  });

  const send = async (body: TResolutionEventBody) => {
    setUnplaced([]);
    const values = form.getValues();
    return save({ ...values, body });
  };

  const start = async () => {
    setCreating(true);
    try {
      const created = await createResolution(ref);
      setResolution(created);
      queryClient.setQueryData(resolutionKeys.current(ref), created);
    } catch (error) {
      fail(error);
    } finally {
      setCreating(false);
    }
  };

  const busy = saving || creating;
  let progress = RESOLUTION_PROGRESS_INITIAL;
  if (latest) progress = RESOLUTION_PROGRESS[latest.status];

  let body: ReactNode;
  if (current.isPending) body = <Waiting label="Loading…" />;
  else if (current.isError) body = null;
  else if (!latest)
    body = (
      <Question text={RESOLVE_TEXTS.ready} busy={busy} onYes={start} onNo={onHide} autoFocus>
        {creating ? <Waiting label="Starting…" /> : null}
      </Question>
    );
  else
    switch (latest.status) {
      case 'hire_inquiry':
        body = (
          <Question
            text={RESOLVE_TEXTS.filled}
            busy={busy}
            error={form.formState.errors.is_position_filled?.message}
            onYes={() => send({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } })}
            onNo={() => send({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: false } })}
          />
        );
        break;
      case 'mw_hire_inquiry':
        body = (
          <Question
            text={RESOLVE_TEXTS.mwHire}
            busy={busy}
            error={form.formState.errors.is_mw_hire?.message}
            onYes={() => send({ event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } })}
            onNo={() => send({ event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: false } })}
          />
        );
        break;
      case 'applicant_selection':
        body = (
          <ApplicantSelection
            job={ref}
            form={form}
            busy={busy}
            onAnswer={(found) => {
              if (!found)
                return send({ event: 'respond_to_applicant_selection', resolution: { found_applicant: false } });
              const chosen = Number(form.getValues('application_id'));
              if (!chosen) {
                form.setError('application_id', { type: 'required', message: RESOLVE_TEXTS.chooseApplicant });
                return;
              }
              return send({
                event: 'respond_to_applicant_selection',
                resolution: { found_applicant: true, application_id: chosen },
              });
            }}
          />
        );
        break;
      case 'billing_confirmation':
        body = (
          <BillingConfirmation
            job={ref}
            resolution={latest}
            busy={busy}
            confirming={confirming}
            onBack={() => send({ event: 'go_back_to_applicant_selection' })}
            onConfirm={async () => {
              setConfirming(true);
              try {
                await send({ event: 'confirm_billing' });
              } finally {
                setConfirming(false);
              }
            }}
          />
        );
        break;
      case 'complete':
        body = <Summary resolution={latest} onClose={onHide} />;
        break;
    }

  return (
    <Modal
      show={show}
      onHide={() => {
        if (!confirming) onHide();
      }}
      onExited={onClosed}
      centered
      backdrop={confirming ? 'static' : true}
      keyboard={!confirming}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!confirming}>
        <Modal.Title id={titleId} as="h2" className="h5">
          Closing {job.title} Position
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={busy}>
        <ResolutionProgress value={progress} />
        {unplaced.length > 0 ? (
          <Alert variant="danger">
            {unplaced.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        ) : null}
        {body}
      </Modal.Body>
    </Modal>
  );
}
