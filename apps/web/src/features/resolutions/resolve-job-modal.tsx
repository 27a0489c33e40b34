import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import {
  RESOLUTION_PROGRESS,
  RESOLUTION_PROGRESS_INITIAL,
  type TCostForMwHiresBreakdown,
  type TResolution,
  type TResolutionEventBody,
} from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { FieldError, errorIdOf } from '../../components/form-fields.tsx';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { formatEmployerCharge } from '../../lib/formatters.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import {
  costBreakdownQueryOptions,
  createResolution,
  currentResolutionQueryOptions,
  resolutionApplicantsQueryOptions,
  resolutionKeys,
  sendResolutionEvent,
  type JobRef,
} from './api/resolutions.ts';

/** The wizard's words (spec §4 "Wizard flow", "Billing text"). */
export const RESOLVE_TEXTS = {
  ready: 'Are you ready to close this job posting?',
  filled: 'Did you fill the opening?',
  mwHire: 'Did you find a hire through MainWork?',
  whoWasHired: 'Who was hired?',
  foundApplicant: 'Did you find your applicant?',
  found: 'Fantastic! Everyone gets paid for a job well done.',
  notFound: 'No worries, we will track them down!',
  confirming: 'Please do not leave or refresh this page...',
  contactYou: 'We will contact you for details.',
  autoClosed: 'Automatically closed by MainWork',
  chooseApplicant: 'Choose the applicant who was hired.',
  noApplicants: 'Nobody has applied to this job yet.',
  /** Beside an applicant already marked Hired on the applicants screen (listed first). */
  markedHired: 'Marked hired',
} as const;

export const SUMMARY_LABELS = {
  filled: 'Opening filled',
  mwHire: 'Found applicant via MainWork',
  selected: 'Applicant selected',
  payment: 'Payment confirmed',
} as const;

/**
 * The billing text for the reward of the posting (spec §4 "Billing text"). Every hire with a reward is
 * charged its value plus the fee, so a reward that is not cash also says what the charge is (decision 036).
 */
export function billingText(cost: TCostForMwHiresBreakdown): string {
  const charge =
    cost.cost_for_mw_hires > 0
      ? ` The charge of ${cost.human_friendly_cost_for_mw_hires} will appear on your next invoice.`
      : '';
  switch (cost.billing_text_kind) {
    case 'cash':
      return `By confirming, you agree to pay ${cost.human_friendly_cost_for_mw_hires} for this hire. The charge will appear on your next invoice.`;
    case 'code':
      return `By confirming, you agree to reward the referrer. The promotion code will be delivered to the referrer.${charge}`;
    default:
      return `By confirming, you agree to reward the referrer. ${RESOLVE_TEXTS.contactYou}${charge}`;
  }
}

/** Label and value rows that wrap within the dialog at any width. */
function FactList({
  label,
  rows,
  className,
}: {
  label: string;
  rows: Array<[ReactNode, ReactNode]>;
  className?: string;
}) {
  return (
    <dl className={`mb-3 ${className ?? ''}`} aria-label={label}>
      {rows.map(([term, value], index) => (
        <div key={index} className="d-flex flex-wrap justify-content-between column-gap-3 border-bottom py-1">
          <dt className="fw-normal">{term}</dt>
          <dd className="mb-0 ms-auto text-end text-break fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean | null) => (value === null ? 'N/A' : value ? 'Yes' : 'No');

/**
 * The summary after closing (spec §4): N/A everywhere when MainWork closed the posting itself; "Payment
 * confirmed" is Yes only once complete with the hire billed (docs/decisions/033).
 */
export function summaryRows(resolution: TResolution): Array<[string, string]> {
  if (resolution.auto_completed)
    return [
      [SUMMARY_LABELS.filled, 'N/A'],
      [SUMMARY_LABELS.mwHire, 'N/A'],
      [SUMMARY_LABELS.selected, 'N/A'],
      [SUMMARY_LABELS.payment, 'N/A'],
    ];
  const filled = resolution.is_position_filled;
  const mwHire = filled ? resolution.is_mw_hire : null;
  let selected = 'N/A';
  if (mwHire) selected = resolution.selected_applicants.map((a) => a.display_value).join(', ') || 'No';
  const complete = resolution.status === 'complete';
  const payment = mwHire ? (complete && resolution.billing ? 'Yes' : 'No') : 'N/A';
  return [
    [SUMMARY_LABELS.filled, yesNo(filled)],
    [SUMMARY_LABELS.mwHire, yesNo(mwHire)],
    [SUMMARY_LABELS.selected, selected],
    [SUMMARY_LABELS.payment, payment],
  ];
}

/** The bar of spec §4: 14 before the resolution exists, then 32/50/68/86 and 100 when complete. */
export function ResolutionProgress({ value }: { value: number }) {
  return (
    <div
      className="progress mb-3"
      role="progressbar"
      aria-label="Closing progress"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${value}%`}
    >
      <div className="progress-bar" style={{ width: `${value}%` }}>
        {value}%
      </div>
    </div>
  );
}

/** The step's fields that show the server's messages, and the event being sent. */
type WizardValues = {
  application_id: string;
  is_position_filled: string;
  is_mw_hire: string;
  found_applicant: string;
  body: TResolutionEventBody | null;
};

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

function Waiting({ label }: { label: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 my-2">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A yes-or-no step: the question as a group label, its buttons, and the server's message under it. */
function Question({
  text,
  busy,
  error,
  onYes,
  onNo,
  autoFocus,
  children,
}: {
  text: string;
  busy: boolean;
  error?: string | undefined;
  onYes(): unknown;
  onNo(): unknown;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const yes = useRef<HTMLButtonElement>(null);
  // Each new question takes the focus, so a keyboard user goes on from the answer they just gave.
  useEffect(() => {
    yes.current?.focus();
  }, [text]);
  return (
    <div role="group" aria-labelledby={`${id}-q`} aria-describedby={error ? errorIdOf(id) : undefined}>
      <p id={`${id}-q`} className="fs-5">
        {text}
      </p>
      <div className="d-flex gap-2">
        <Button ref={yes} disabled={busy} onClick={() => void onYes()} autoFocus={autoFocus}>
          Yes
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={() => void onNo()}>
          No
        </Button>
      </div>
      <FieldError id={id} error={error} />
      {children}
      {busy && !children ? <Waiting label="Saving…" /> : null}
    </div>
  );
}

function ApplicantSelection({
  job,
  form,
  busy,
  onAnswer,
}: {
  job: JobRef;
  form: ReturnType<typeof useForm<WizardValues>>;
  busy: boolean;
  onAnswer(found: boolean): unknown;
}) {
  const applicants = useQuery(resolutionApplicantsQueryOptions(job));
  const id = useId();
  const error = form.formState.errors.application_id?.message;
  let list: ReactNode;
  if (applicants.isPending) list = <Waiting label="Loading applicants…" />;
  else if (applicants.isError) list = <Alert variant="danger">{errorMessage(applicants.error)}</Alert>;
  else if (applicants.data.length === 0) list = <p className="text-body-secondary">{RESOLVE_TEXTS.noApplicants}</p>;
  else
    list = (
      <div className="overflow-auto" style={{ maxHeight: '16rem' }}>
        {applicants.data.map((applicant) => (
          <Form.Check
            key={applicant.application_id}
            type="radio"
            id={`${id}-${applicant.application_id}`}
            value={String(applicant.application_id)}
            isInvalid={Boolean(error)}
            aria-describedby={error ? errorIdOf(id) : undefined}
            label={
              <>
                {applicant.display_value}
                {applicant.status === 'hired' ? (
                  <span className="badge text-bg-success ms-2">{RESOLVE_TEXTS.markedHired}</span>
                ) : null}
                {applicant.referred ? <span className="badge text-bg-info ms-2">Referred</span> : null}
              </>
            }
            {...form.register('application_id', { onChange: () => form.clearErrors('application_id') })}
          />
        ))}
      </div>
    );
  return (
    <>
      <fieldset className="mb-3">
        <legend className="fs-5">{RESOLVE_TEXTS.whoWasHired}</legend>
        {list}
        <FieldError id={id} error={error} />
      </fieldset>
      <Question
        text={RESOLVE_TEXTS.foundApplicant}
        busy={busy}
        onYes={() => onAnswer(true)}
        onNo={() => onAnswer(false)}
      />
    </>
  );
}

function BillingConfirmation({
  job,
  resolution,
  busy,
  confirming,
  onBack,
  onConfirm,
}: {
  job: JobRef;
  resolution: TResolution;
  busy: boolean;
  confirming: boolean;
  onBack(): unknown;
  onConfirm(): unknown;
}) {
  const cost = useQuery(costBreakdownQueryOptions(job, resolution.id));
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cost.isSuccess) confirm.current?.focus();
  }, [cost.isSuccess]);
  const found = resolution.found_applicant === true;
  return (
    <>
      <p className="fs-5">{found ? RESOLVE_TEXTS.found : RESOLVE_TEXTS.notFound}</p>
      {found && resolution.selected_applicants.length > 0 ? (
        <p>Hired: {resolution.selected_applicants.map((a) => a.display_value).join(', ')}</p>
      ) : null}
      {cost.isPending ? <Waiting label="Loading the cost of this hire…" /> : null}
      {cost.isError ? <Alert variant="danger">{errorMessage(cost.error)}</Alert> : null}
      {cost.isSuccess ? (
        <>
          <p data-testid="billing-text">{billingText(cost.data)}</p>
          {cost.data.reward_label ? (
            <FactList
              label="Cost of this hire"
              className="small"
              rows={[
                [`Reward: ${cost.data.reward_label}`, cost.data.human_friendly_reward_value],
                [`MainWork fee (${cost.data.fee_percent}%)`, cost.data.human_friendly_fee],
                ['Total', cost.data.human_friendly_cost_for_mw_hires],
              ]}
            />
          ) : null}
        </>
      ) : null}
      {confirming ? (
        <Alert variant="warning" role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {RESOLVE_TEXTS.confirming}
        </Alert>
      ) : null}
      <div className="d-flex justify-content-between gap-2">
        <Button variant="outline-secondary" disabled={busy} onClick={() => void onBack()}>
          Back
        </Button>
        <Button ref={confirm} disabled={busy || !cost.isSuccess} onClick={() => void onConfirm()}>
          Confirm
        </Button>
      </div>
    </>
  );
}

function Summary({ resolution, onClose }: { resolution: TResolution; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <>
      {resolution.auto_completed ? <p className="fs-5">{RESOLVE_TEXTS.autoClosed}</p> : null}
      <FactList
        label="Summary"
        rows={[
          ...summaryRows(resolution),
          ...(resolution.billing ? [['Charge', formatEmployerCharge(resolution.billing)] as [string, string]] : []),
        ]}
      />
      <div className="d-flex justify-content-end">
        <Button ref={close} onClick={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}
