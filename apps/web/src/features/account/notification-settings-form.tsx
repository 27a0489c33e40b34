import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import type { TNewApplicantsDelivery, TNotificationSettings } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { ACCOUNT_ALERTS } from './account-messages.ts';
import { notificationSettingsQueryOptions, updateNotificationSettings } from './api/account.ts';

type Switch = Exclude<keyof TNotificationSettings, 'new_applicants_delivery'>;

const SWITCHES: Array<{ key: Switch; label: string; hint: string; teamOnly?: boolean }> = [
  { key: 'job_alerts', label: 'Job alerts', hint: 'New jobs matching the searches you saved.' },
  { key: 'application_updates', label: 'Application updates', hint: 'When an employer decides on your application.' },
  {
    key: 'referral_updates',
    label: 'Referral updates',
    hint: 'When someone applies through your share link, and when a reward is earned or issued.',
  },
  { key: 'saved_jobs', label: 'Saved jobs', hint: 'When a job you saved closes soon or has closed.' },
  {
    key: 'new_applicants',
    label: 'New applicants',
    hint: "When someone applies to your business's jobs.",
    teamOnly: true,
  },
];

const DELIVERIES: Array<{ value: TNewApplicantsDelivery; label: string }> = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily_digest', label: 'As one daily digest' },
];

/**
 * The Notifications tab of /me: a switch per kind of e-mail and, for a business's members, how new applicants
 * are told. Every member, owner or recruiter, is told of new applicants by their own choice (decision 078).
 * 'Save notification settings' PUTs them all; e-mails the user must get (password reset, e-mail changed,
 * receipts) have no switch.
 */
export function NotificationSettingsForm({
  saved,
  teamMember,
}: {
  saved: TNotificationSettings;
  /** On a business's team (owner or recruiter): told of the business's new applicants. */
  teamMember: boolean;
}) {
  const newApplicants = teamMember;
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const formId = useId();
  const [values, setValues] = useState(saved);
  const [savedNow, setSavedNow] = useState(false);
  const save = useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess(result) {
      queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, result);
      setValues(result);
      setSavedNow(true);
      showAlert({ message: ACCOUNT_ALERTS.notificationsUpdated, alertType: 'success' });
    },
    onError(error) {
      showAlert({ message: errorMessage(error), alertType: 'danger' });
    },
  });

  function change(next: Partial<TNotificationSettings>) {
    setValues((current) => ({ ...current, ...next }));
    setSavedNow(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate(values);
  }

  return (
    <Form noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset>
        <legend className="h5">E-mail notifications</legend>
        {SWITCHES.filter((kind) => newApplicants || !kind.teamOnly).map((kind) => (
          <Form.Group key={kind.key} className="mb-3">
            <Form.Check
              type="switch"
              role="switch"
              id={`${formId}-${kind.key}`}
              label={kind.label}
              checked={values[kind.key]}
              onChange={(event) => change({ [kind.key]: event.target.checked })}
              aria-describedby={`${formId}-${kind.key}-hint`}
            />
            <Form.Text id={`${formId}-${kind.key}-hint`} className="ms-5">
              {kind.hint}
            </Form.Text>
          </Form.Group>
        ))}
        {newApplicants ? (
          <fieldset className="mb-3 ms-5" disabled={!values.new_applicants}>
            <legend className="fs-6 mb-1">Tell me of new applicants</legend>
            {DELIVERIES.map((delivery) => (
              <Form.Check
                key={delivery.value}
                type="radio"
                name={`${formId}-delivery`}
                id={`${formId}-delivery-${delivery.value}`}
                label={delivery.label}
                checked={values.new_applicants_delivery === delivery.value}
                onChange={() => change({ new_applicants_delivery: delivery.value })}
              />
            ))}
          </fieldset>
        ) : null}
        <p className="text-body-secondary small">
          E-mails about your account itself (password reset, a changed e-mail address, receipts) are always sent.
        </p>
      </fieldset>
      <div className="d-flex align-items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {save.isPending ? 'Saving…' : 'Save notification settings'}
        </Button>
        <span role="status" className="text-success">
          {savedNow ? 'Saved' : ''}
        </span>
      </div>
    </Form>
  );
}
