// The CPU bench's load for a row of many paths,
// `node load-paths.mjs <url> <connections> <amount> <paths file> [name=value ...]` (headers last): autocannon,
// each request (whichever connection sends it) taking the next path of the file from a point picked at
// random, so the connections never ask for the same path at once.
import fs from 'node:fs';
import autocannon from 'autocannon';

const [url, connections, amount, pathsFile, ...headerPairs] = process.argv.slice(2);
const paths = fs.readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean);
let next = Math.floor(Math.random() * paths.length);
const instance = autocannon({
  url,
  connections: Number(connections),
  amount: Number(amount),
  headers: Object.fromEntries(headerPairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
instance.then(
  (result) => {
    if (result.non2xx === 0 && result.errors === 0) process.exit(0);
    console.error(
      `${result.non2xx} answers not 2xx, ${result.errors} errors: ${JSON.stringify(result.statusCodeStats)}`,
    );
    process.exit(1);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
