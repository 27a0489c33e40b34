// A job alert's plain values (no zod), for the signed-in screens' first route (decision 046).

/** How often an alert mails: within a minute of a job going live, daily at 8:00 or Mondays at 8:00. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type TJobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
