import type { endpoints as contractEndpoints } from '@mainwork/contracts';
import table from 'virtual:endpoint-table';

/**
 * The API's endpoint table for the web app: the contracts' own table, typed by its schemas, but at run
 * time only each endpoint's method, path and headers (build/endpoint-table.ts), without zod.
 * Answers are checked against the schemas in development and tests (lib/api-client.ts), not in production.
 */
export const endpoints = table as unknown as typeof contractEndpoints;
