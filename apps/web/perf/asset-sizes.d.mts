export type Totals = { files: number; raw: number; gzip: number; brotli: number };
export const FIRST_ROUTE_BUDGET: { jsBrotli: number; cssBrotli: number };
export type PublicRoute =
  | '/'
  | '/about'
  | '/jobs'
  | '/jobs/{id}'
  | '/organizations/{id}/jobs'
  | '/employers/{id}/jobs'
  | '/employers'
  | '/terms'
  | '/privacy'
  | '/developers'
  | '/attributions'
  | '/signup'
  | '/forgot_password'
  | '/reset_password'
  | '/confirm_email'
  | '/unsubscribed'
  | '/employers/invitations/{token}';
export const FIRST_ROUTE_CEILINGS: Record<PublicRoute, { jsBrotli: number; cssBrotli: number }>;
export type SignedInRoute =
  | '/my_applications'
  | '/my_share_links'
  | '/job_alerts'
  | '/me'
  | '/employers/dashboard'
  | '/employers/my_business/jobs/{id}/applications'
  | '/employers/my_business/jobs/add'
  | '/employers/my_business/profile'
  | '/my_organizations'
  | '/admin/dashboard'
  | '/admin/users';
export const SIGNED_IN_CEILINGS: Record<SignedInRoute, { role: string; jsBrotli: number; cssBrotli: number }>;
export function parseDemoLogins(text: string): Map<string, { email: string; password: string }>;
export function sessionCookieOf(setCookieHeaders: string[]): string;
export function signedInPathOf(
  route: string,
  currentUser: { business_id: number | null },
  get: (apiPath: string) => Promise<unknown>,
): Promise<string>;
export function assetTotals(distDir: string, urlPaths: Iterable<string>): { js: Totals; css: Totals };
export function kB(bytes: number): string;
