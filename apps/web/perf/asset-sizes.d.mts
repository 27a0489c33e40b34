export type Totals = { files: number; raw: number; gzip: number; brotli: number };
export const FIRST_ROUTE_BUDGET: { jsBrotli: number; cssBrotli: number };
export type PublicRoute = '/' | '/about' | '/jobs' | '/jobs/{id}' | '/organizations/{id}/jobs' | '/employers/{id}/jobs';
export const FIRST_ROUTE_CEILINGS: Record<PublicRoute, { jsBrotli: number; cssBrotli: number }>;
export function assetTotals(distDir: string, urlPaths: Iterable<string>): { js: Totals; css: Totals };
export function kB(bytes: number): string;
