import { queryOptions } from '@tanstack/react-query';
import type { TJobAlert, TJobAlertFrequency, TJobAlertInput } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** What an alert searches: the job search's text, place, radius and filters, without how often it mails. */
export type JobAlertSearch = Pick<TJobAlert, 'what_search_text' | 'where_search_text' | 'radius' | 'filters'>;

export const jobAlertKeys = {
  mine: () => ['job-alerts', 'mine'] as const,
};

/** `GET /api/v1/me/job_alerts`: the signed-in user's alerts. */
export const myJobAlertsQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.jobAlerts.list, { signal }),
  });

/** `POST /api/v1/me/job_alerts`: a signed-in user saves a search as an alert. */
export const createJobAlert = (search: JobAlertSearch, frequency: TJobAlertFrequency) =>
  callEndpoint(endpoints.jobAlerts.create, { body: { job_alert: { ...search, frequency, active: true } } });

/** `POST /api/v1/job_alerts`: a visitor subscribes; the alert starts once the e-mailed link is followed. */
export const subscribeToJobAlert = (search: JobAlertSearch, frequency: TJobAlertFrequency, email: string) =>
  callEndpoint(endpoints.jobAlerts.subscribe, {
    body: { job_alert: { ...search, frequency, active: true, email } },
  });

/** The whole alert as the update takes it, with the changes (frequency, paused or not) applied. */
const alertInput = (alert: TJobAlert, changes: Pick<TJobAlertInput, 'frequency' | 'active'>): TJobAlertInput => ({
  what_search_text: alert.what_search_text,
  where_search_text: alert.where_search_text,
  radius: alert.radius,
  filters: alert.filters,
  frequency: changes.frequency,
  active: changes.active,
});

/** `PUT /api/v1/me/job_alerts/:id`: the same search with another frequency, or paused/resumed. */
export const updateJobAlert = (alert: TJobAlert, changes: Partial<Pick<TJobAlert, 'frequency' | 'active'>>) =>
  callEndpoint(endpoints.jobAlerts.update, {
    params: { id: alert.id },
    body: {
      job_alert: alertInput(alert, {
        frequency: changes.frequency ?? alert.frequency,
        active: changes.active ?? alert.active,
      }),
    },
  });

/** `DELETE /api/v1/me/job_alerts/:id`. */
export const deleteJobAlert = (id: number) => callEndpoint(endpoints.jobAlerts.remove, { params: { id } });

/** `POST /api/v1/job_alerts/confirm?token=`: a visitor's confirmation link starts the alert. */
export const confirmJobAlert = (token: string) => callEndpoint(endpoints.jobAlerts.confirm, { query: { token } });
