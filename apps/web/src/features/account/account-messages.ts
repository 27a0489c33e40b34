/** Spec §8 "Settings/password". */
export const ACCOUNT_ALERTS = {
  failed: 'Please correct the errors below.',
  settingsUpdated: 'Settings successfully updated.',
  passwordChanged: 'Password changed successfully.',
  notificationsUpdated: 'Notification settings saved.',
} as const;
