import { queryOptions } from '@tanstack/react-query';
import {
  type TNotificationSettings,
  type TUpdatePasswordBody,
  type TUpdateUserSettingsBody,
} from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { lookupKeys } from '../../../lib/api/lookups.ts';

const accountKeys = {
  settings: () => ['account', 'settings'] as const,
  sessions: () => ['account', 'sessions'] as const,
  notificationSettings: () => ['account', 'notification-settings'] as const,
};

/** `GET /api/v1/users/me`: the signed-in user's settings. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(endpoints.account.settings, { signal }),
    retry: false,
  });

/** `GET /api/v1/users/me/sessions`: where the user is signed in. */
export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => callEndpoint(endpoints.account.sessions, { signal }),
    retry: false,
  });

/** `GET /api/v1/me/notification_settings`: which e-mails the user wants. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notificationSettings(),
    queryFn: ({ signal }) => callEndpoint(endpoints.notificationSettings.settings, { signal }),
    retry: false,
  });

/** `GET /api/v1/payment_methods`; a failed lookup is an empty list (spec §7). */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.list('paymentMethods'),
    queryFn: () => callEndpoint(endpoints.lookups.paymentMethods).catch(() => []),
    staleTime: 60 * 60 * 1000,
  });

export const updateAccountSettings = (body: TUpdateUserSettingsBody) =>
  callEndpoint(endpoints.account.updateSettings, { body });

/** "Resend": a new confirmation link to the pending address, or to the account's own while unconfirmed. */
export const resendEmailConfirmation = () => callEndpoint(endpoints.account.resendEmailConfirmation);

/** "Cancel": the pending change of address is forgotten and its link stops working. */
export const cancelEmailChange = () => callEndpoint(endpoints.account.cancelEmailChange);

/** The e-mail confirmation link, followed from the page it lands on. */
export const confirmEmail = (token: string) => callEndpoint(endpoints.account.confirmEmail, { query: { token } });

export const updatePassword = (body: TUpdatePasswordBody) => callEndpoint(endpoints.account.updatePassword, { body });

export const signOutOtherSessions = () => callEndpoint(endpoints.account.endOtherSessions);

export const signOutSession = (id: number) => callEndpoint(endpoints.account.endSession, { params: { id } });

export const updateNotificationSettings = (body: TNotificationSettings) =>
  callEndpoint(endpoints.notificationSettings.updateSettings, { body });

/** The one-click unsubscribe an e-mail's link names, confirmed from the page it lands on. */
export const unsubscribe = (token: string) =>
  callEndpoint(endpoints.notificationSettings.unsubscribe, { query: { token } });
