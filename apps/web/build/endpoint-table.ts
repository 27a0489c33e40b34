import type * as Contracts from '@mainwork/contracts';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:endpoint-table';
const DOMAIN_ID = /^virtual:endpoint-table\/([A-Za-z]+)$/;

type PlainTable = Record<string, Record<string, object>>;

/** The contracts' table as plain data: each endpoint's method, path and headers, by domain and name. */
async function plainTable(): Promise<PlainTable> {
  // The contracts are TypeScript sources: Vite's module runner reads them as it reads the app.
  const { module } = await runnerImport<typeof Contracts>('@mainwork/contracts', {
    configFile: false,
    logLevel: 'silent',
  });
  const table: PlainTable = {};
  for (const { name, endpoint } of module.listEndpoints()) {
    const [domain = '', key = ''] = name.split('.');
    table[domain] ??= {};
    table[domain][key] = {
      method: endpoint.method,
      path: endpoint.path,
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    };
  }
  return table;
}

/**
 * `virtual:endpoint-table`: the contracts' endpoint table as plain data (method, path, headers), made from
 * the table itself at build time, so the web app calls the API without loading zod and every schema on its
 * first page. The schemas stay types (src/lib/endpoints.ts); the server validates answers. Who may call an
 * endpoint (`access`) is the server's to decide: the browser never reads it, so every page is spared it.
 *
 * Each domain is a module of its own (`virtual:endpoint-table/jobs`), re-exported by name from the table,
 * and none has side effects: a domain's paths go into the code of the screens that call it, so a first
 * page carries only the endpoints it and the app's frame use (decision 027).
 */
export function endpointTable(): Plugin {
  let table: Promise<PlainTable> | null = null;
  const loaded = () => (table ??= plainTable());
  return {
    name: 'mainwork-endpoint-table',
    resolveId: {
      filter: { id: /^virtual:endpoint-table(\/[A-Za-z]+)?$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:endpoint-table(\/[A-Za-z]+)?$/ },
      async handler(id) {
        const name = id.slice(1);
        const domains = await loaded();
        if (name === ID)
          return {
            code: Object.keys(domains)
              .map((domain) => `export { default as ${domain} } from '${ID}/${domain}';`)
              .join('\n'),
            moduleSideEffects: false,
          };
        const domain = DOMAIN_ID.exec(name)?.[1];
        if (!domain || !domains[domain]) throw new Error(`no domain ${domain} in the endpoint table`);
        return { code: `export default ${JSON.stringify(domains[domain])};`, moduleSideEffects: false };
      },
    },
  };
}
