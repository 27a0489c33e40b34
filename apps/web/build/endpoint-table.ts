import type * as Contracts from '@mainwork/contracts';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:endpoint-table';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:endpoint-table`: the contracts' endpoint table as plain data (method, path, headers), made from
 * the table itself at build time, so the web app calls the API without loading zod and every schema on its
 * first page. The schemas stay types (src/lib/endpoints.ts); the server validates answers. Who may call an
 * endpoint (`access`) is the server's to decide: the browser never reads it, so every page is spared it.
 */
export function endpointTable(): Plugin {
  return {
    name: 'mainwork-endpoint-table',
    resolveId: { filter: { id: /^virtual:endpoint-table$/ }, handler: () => RESOLVED },
    load: {
      filter: { id: /^\0virtual:endpoint-table$/ },
      async handler() {
        // The contracts are TypeScript sources: Vite's module runner reads them as it reads the app.
        const { module } = await runnerImport<typeof Contracts>('@mainwork/contracts', {
          configFile: false,
          logLevel: 'silent',
        });
        const table: Record<string, Record<string, object>> = {};
        for (const { name, endpoint } of module.listEndpoints()) {
          const [domain = '', key = ''] = name.split('.');
          table[domain] ??= {};
          table[domain][key] = {
            method: endpoint.method,
            path: endpoint.path,
            ...(endpoint.headers ? { headers: endpoint.headers } : {}),
          };
        }
        return `export default ${JSON.stringify(table)};`;
      },
    },
  };
}
