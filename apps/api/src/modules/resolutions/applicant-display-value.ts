import { raw } from 'sql-template-tag';

/**
 * An application's 'First Last (email)' in SQL, for an application `ap` and its user `u`: the name or the
 * e-mail alone when the other is missing (the application's contact e-mail, else the account's).
 */
export const APPLICANT_DISPLAY_VALUE = raw(`CASE
    WHEN nullif(trim(concat_ws(' ', ap."firstName", ap."lastName")), '') IS NULL THEN coalesce(ap.email, u.email)
    ELSE trim(concat_ws(' ', ap."firstName", ap."lastName")) || coalesce(' (' || coalesce(ap.email, u.email) || ')', '')
  END`);
