import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { Link } from '../../components/link.tsx';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_SEARCH_FILTERS,
  jobSearchInWords,
  ZVisitorJobAlertBody,
  type TLookupNamer,
  type TJobAlertFrequency,
  type TSavedJobSearch,
} from '@mainwork/contracts';
import { FieldError, FormField } from '../../components/form-fields.tsx';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { refusalAlertMessage, useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { createJobAlert, jobAlertKeys, subscribeToJobAlert, type JobAlertSearch } from './api/job-alerts.ts';

export type JobAlertModalProps = {
  /** The search in force on /jobs when the dialog opened, its chosen filters with their names. */
  search: TSavedJobSearch;
};

/** What the alert saves of the search: its text, place, radius and the filters' values. */
export function alertSearchOf(search: TSavedJobSearch): JobAlertSearch {
  const filters: JobAlertSearch['filters'] = {};
  for (const { key } of JOB_SEARCH_FILTERS) {
    const chosen = search.filters[key];
    if (chosen) filters[key] = chosen.value;
  }
  return {
    what_search_text: search.what_search_text,
    where_search_text: search.where_search_text,
    radius: search.radius,
    filters,
  };
}

export const CONFIRM_BY_EMAIL_MESSAGE = 'Check your e-mail to confirm this alert.';
export const ALERT_SAVED_MESSAGE = 'Your job alert is saved.';

const FREQUENCY_CHOICES: Record<TJobAlertFrequency, { label: string; hint: string }> = {
  instant: { label: 'Instantly', hint: 'As soon as a matching job is posted' },
  daily: { label: 'Daily', hint: 'One e-mail a day at 8:00' },
  weekly: { label: 'Weekly', hint: 'One e-mail on Mondays at 8:00' },
};

type JobAlertValues = { email: string; frequency: TJobAlertFrequency };

const resolver = serverCheckedResolver<JobAlertValues>(
  ZVisitorJobAlertBody.shape.job_alert.pick({ email: true, frequency: true }),
);

/**
 * 'Get alerts for this search' (issue 25): saves the search of /jobs with how often to mail it. A signed-in user's
 * alert starts at once; a visitor gives an e-mail address and the alert starts only once the link mailed to it is
 * followed, so the dialog ends with 'Check your e-mail to confirm this alert.'
 */
export default function JobAlertModal({ show, onHide, search: shown }: ModalComponentProps<JobAlertModalProps>) {
  const id = useId();
  const titleId = `${id}-title`;
  const { loggedIn, currentUser } = useAuth();
  const queryClient = useQueryClient();
  const search = alertSearchOf(shown);
  // The chips' names: the search already knows what its filters are called.
  const nameOf: TLookupNamer = (lookup, id) => {
    const chosen = shown.filters[JOB_SEARCH_FILTERS.find((filter) => filter.lookup === lookup)!.key];
    return chosen?.value === id && chosen.name ? chosen.name : undefined;
  };
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm<JobAlertValues>({ defaultValues: { email: '', frequency: 'daily' }, resolver });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: async ({ email, frequency }: JobAlertValues): Promise<void> => {
      setError(null);
      if (loggedIn) await createJobAlert(search, frequency);
      else await subscribeToJobAlert(search, frequency, email);
    },
    fieldKeys: loggedIn ? { frequency: 'frequency' } : { email: 'email', frequency: 'frequency' },
    messages: 'first',
    async onSuccess() {
      if (loggedIn) {
        await queryClient.invalidateQueries({ queryKey: jobAlertKeys.mine() });
        setDone(ALERT_SAVED_MESSAGE);
      } else setDone(CONFIRM_BY_EMAIL_MESSAGE);
    },
    onError(cause, placement) {
      setError(refusalAlertMessage(cause, placement));
    },
  });

  // The outcome replaces the form: focus moves to it so it is read out, and the dialog keeps focus inside.
  useEffect(() => {
    if (done !== null) doneRef.current?.focus();
  }, [done]);

  const emailId = `${id}-email`;
  const emailError = form.formState.errors.email?.message;
  const frequencyError = form.formState.errors.frequency?.message;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Get alerts for this search
        </Modal.Title>
      </Modal.Header>
      {done !== null ? (
        <>
          <Modal.Body>
            <div ref={doneRef} tabIndex={-1} role="status">
              <Alert variant="success" className="mb-0">
                {done}
                {loggedIn ? (
                  <>
                    {' '}
                    <Link to={routes.myJobAlerts} onClick={onHide}>
                      See your job alerts
                    </Link>
                  </>
                ) : null}
              </Alert>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={onHide}>
              Close
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit} style={{ display: 'contents' }}>
          <Modal.Body>
            {error ? <Alert variant="danger">{error}</Alert> : null}
            <p>
              New jobs for <strong data-testid="alert-search">{jobSearchInWords(search, nameOf)}</strong>{' '}
              {loggedIn ? (
                <>
                  will be e-mailed to <strong>{currentUser?.email}</strong>.
                </>
              ) : (
                'will be e-mailed to you. We send nothing until you confirm your address.'
              )}
            </p>
            {loggedIn ? null : (
              <FormField id={emailId} label="Email" error={emailError}>
                {(control) => (
                  <Form.Control
                    id={control.id}
                    type="email"
                    autoComplete="email"
                    autoFocus
                    {...form.register('email')}
                    isInvalid={control.invalid}
                    aria-invalid={control.invalid || undefined}
                    aria-describedby={control.describedBy}
                  />
                )}
              </FormField>
            )}
            <fieldset aria-describedby={frequencyError ? `${id}-frequency-error` : undefined}>
              <legend className="form-label fs-6">How often?</legend>
              {JOB_ALERT_FREQUENCIES.map((frequency) => (
                <Form.Check
                  key={frequency}
                  type="radio"
                  id={`${id}-${frequency}`}
                  value={frequency}
                  label={
                    <>
                      {FREQUENCY_CHOICES[frequency].label}{' '}
                      <span className="text-body-secondary small">({FREQUENCY_CHOICES[frequency].hint})</span>
                    </>
                  }
                  {...form.register('frequency')}
                />
              ))}
              <FieldError id={`${id}-frequency`} error={frequencyError} />
            </fieldset>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              {loggedIn ? 'Save alert' : 'Subscribe'}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
