import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { TCurrentUser } from '@mainwork/contracts';
import { AlertBar, AlertProvider } from '../components/alert-bar.tsx';
import { ModalProvider, type ModalRegistry } from '../components/modal-root.tsx';
import { currentUserKey } from '../lib/auth/auth-queries.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';

/**
 * Renders routes inside the app's providers with a known signed-in user (or none), without a server:
 * the token check is already answered.
 */
export function renderWithApp(
  routes: RouteObject[],
  options: {
    user?: TCurrentUser | null;
    initialPath?: string;
    /** The first entry's navigation state (`location.state`). */
    initialState?: unknown;
    modals?: ModalRegistry;
    extra?: ReactNode;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserKey, options.user ?? null);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <AlertProvider>
              <ModalProvider registry={options.modals ?? {}}>
                <AlertBar />
                <Outlet />
                {options.extra}
              </ModalProvider>
            </AlertProvider>
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    {
      initialEntries: [
        options.initialState === undefined
          ? (options.initialPath ?? '/')
          : {
              pathname: new URL(options.initialPath ?? '/', 'http://localhost').pathname,
              search: new URL(options.initialPath ?? '/', 'http://localhost').search,
              state: options.initialState,
            },
      ],
    },
  );
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>{router && <RouterProvider router={router} />}</QueryClientProvider>,
    ),
  };
}

type Can = Record<string, string[]>;

/** A user payload with the given `permissions.can`. */
export function userWith(can: Can, overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 1,
    email: 'someone@example.com',
    first_name: 'Some',
    last_name: 'One',
    phone: null,
    role: 'Hunter',
    business_id: null,
    business_role: null,
    organization_ids: [],
    referral_payment_method_id: null,
    email_confirmed: true,
    permissions: { can },
    ...overrides,
  };
}

/** What the API sends a recruiter of a business (an Employer on its team as a recruiter, decision 054). */
export const RECRUITER_PERMISSIONS: Can = {
  manage: ['basic'],
  read: ['employers_dashboard', 'Business', 'Job', 'Membership', 'BusinessMember'],
  create: ['Job'],
  update: ['Job'],
};

/** The permissions the API sends each role (docs/decisions/004-permissions.md). */
export const ROLE_PERMISSIONS: Record<'Hunter' | 'Employer' | 'Admin', Can> = {
  Hunter: {
    manage: ['basic', 'ReferralPaymentMethod'],
    read: ['Job', 'Application', 'DefaultApplication', 'SavedJob'],
    create: ['Application', 'DefaultApplication', 'SavedJob'],
    update: ['DefaultApplication'],
    delete: ['SavedJob'],
  },
  // A business's owner (decision 054).
  Employer: {
    manage: ['basic'],
    read: ['employers_dashboard', 'Business', 'Job', 'Membership', 'BusinessMember', 'ApiKey'],
    update: ['Job', 'Business', 'BusinessMember'],
    create: ['Job', 'Membership', 'BusinessMember', 'ApiKey', 'Charge'],
    delete: ['BusinessMember', 'ApiKey'],
  },
  Admin: {
    manage: ['basic', 'affiliate_links', 'organizations', 'regions', 'reward_sources', 'users'],
    read: [
      'admin_dashboard',
      'user',
      'affiliate_links',
      'affiliate_link',
      'organizations',
      'organization',
      'regions',
      'region',
      'reward_sources',
      'reward_source',
    ],
    create: ['affiliate_link', 'organization', 'region', 'reward_source'],
    update: ['affiliate_link', 'organization', 'region', 'reward_source'],
  },
};
