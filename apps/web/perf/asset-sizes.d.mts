export type Totals = { files: number; raw: number; gzip: number; brotli: number };
export const FIRST_ROUTE_BUDGET: { jsBrotli: number; cssBrotli: number };
export const FIRST_ROUTE_CEILING: { jsBrotli: number; cssBrotli: number };
export function assetTotals(distDir: string, urlPaths: Iterable<string>): { js: Totals; css: Totals };
export function kB(bytes: number): string;
