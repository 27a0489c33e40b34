import type { endpoints as contractEndpoints } from '@mainwork/contracts';
import type * as table from 'virtual:endpoint-table';

/**
 * The API's endpoint table for the web app, by domain (`endpoints.jobs.search`): the contracts' own table,
 * typed by its schemas, but at run time only each endpoint's method, path and headers
 * (build/endpoint-table.ts), without zod. Imported as a namespace (`import * as endpoints`), so each screen's
 * code carries only the domains it calls. Answers are checked against the schemas in development and tests
 * (lib/api-client.ts), not in production.
 */
export * from 'virtual:endpoint-table';

/** Fails to compile while a domain of the contracts' table is not declared in lib/virtual-modules.d.ts. */
type Declared<Missing extends never> = Missing;
export type EveryDomainDeclared = Declared<Exclude<keyof typeof contractEndpoints, keyof typeof table>>;
