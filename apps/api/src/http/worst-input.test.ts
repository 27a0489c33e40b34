import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listEndpoints, ZErrorBody } from '@mainwork/contracts';
import { ACTORS, expectedStatus, routeMatrix, type Actor, type MatrixFixtures } from '../permissions/route-matrix.ts';
import { createBusiness, createJob } from '../testing/jobs.ts';
import { createMatrixFixtures, sessionCookieFor } from '../testing/matrix-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestUser } from '../testing/users.ts';

/**
 * The worst texts we could find, sent to every route that takes text (found in the contract table: each
 * text field of a query string, and each search text a body saves for later), as typed and cut to the
 * field's length limit: characters that normalisation expands (U+FDFA is 18 letters and 4 words), 10,000
 * words, one-letter words, a sample of every Unicode general category, regex, LIKE and text-search
 * syntax, long tokens, combining marks, zero-width and right-to-left characters, emoji, NUL. Each must be
 * answered (no 5xx, refusals in the error shape) within 1 s, while `/api/health`, asked all along, keeps
 * answering within 500 ms: no request may hold the process.
 *
 * The two bounds are the product's requirement, not a benchmark, so the test keeps them on a machine
 * busy with other work: a route whose attempt misses one gets up to two more, with texts new to every
 * cache (a text that holds the process does so again), and a health answer counts the time it waited for
 * this process, which is its own time or the CPU time the process used meanwhile if less (another
 * process holding the CPU slows the answer but is no request of ours). The figures printed show both.
 */

const REQUEST_BOUND_MS = 1_000;
/**
 * 200 ms until 2026-11-30, when a slow machine running the other test files (every row of the bench a third of
 * its usual speed) had health wait 200 to 290 ms on routes whose slowest answer took 30 to 70 ms, on all three
 * attempts: the attempt's own ordinary requests, queued on a slower CPU. A text that holds the process held it
 * for seconds (39 s before decision 050).
 */
const HEALTH_BOUND_MS = 500;
/** Attempts a route gets to stay within the bounds, each with texts new to every cache. */
const ATTEMPTS = 3;

let t: TestApp;
let fixtures: MatrixFixtures;
let users: Map<Actor, TestUser>;
let sent = 0;

beforeAll(async () => {
  const outOfReach = '1000000/1m';
  t = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS: outOfReach,
    },
  });
  ({ fixtures, users } = await createMatrixFixtures(t));
  // Live jobs whose words fill the search vocabulary: stems, prefixes, corrections, compounds and synonyms
  // all have something to find.
  const business = await createBusiness(t.db, { name: 'Acme Health & Software' });
  const titles = [
    'Registered Nurse',
    'Licensed Practical Nurse',
    'Certified Nursing Assistant',
    'Frontend Developer',
    'Senior Front-End Engineer',
    'Full Stack Developer',
    'Accountant',
    'Accounts Payable Clerk',
    'A Team Assistant',
    'Administrative Assistant',
    'Ecommerce Analyst',
    'E-commerce Manager',
    'Software Engineer',
    'Barista',
    'Line Cook',
    'Warehouse Associate',
    'Customer Service Representative',
    'Café Manager',
    'Data Scientist',
    'Machine Learning Engineer',
  ];
  for (const title of titles) {
    await createJob(t.db, { businessId: business.id, title, description: `<p>${title}: a a a and more.</p>` });
  }
});
afterAll(() => t.close());

// ---- The texts ----

/** One character of each Unicode general category (lone surrogates aside: the text rule refuses them). */
function categorySample(): string {
  const categories = 'Lu Ll Lt Lm Lo Mn Mc Me Nd Nl No Pc Pd Ps Pe Pi Pf Po Sm Sc Sk So Zs Zl Zp Cc Cf Co Cn'.split(
    ' ',
  );
  const picked: string[] = [];
  for (const category of categories) {
    const pattern = new RegExp(`^\\p{gc=${category}}$`, 'u');
    let found = 0;
    for (let code = 1; code < 0x110000 && found < 3; code++) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCodePoint(code);
      if (pattern.test(char) && (category !== 'Cc' || code > 0x20)) {
        picked.push(char);
        found += 1;
        code += 97;
      }
    }
  }
  return picked.join('');
}

/** A text made of `unit` repeated: as many as `count` units, or as fit the field (see `fitted`). */
type WorstText = { label: string; unit: string; count: number; prefix?: string };

const WORST: WorstText[] = [
  { label: 'U+FDFA (18 letters, 4 words each)', unit: '\uFDFA', count: 200 },
  { label: 'U+FDFB (8 letters, 2 words)', unit: '\uFDFB', count: 200 },
  { label: 'U+321D and ㌖ (7 and 6 letters)', unit: '\u321D\u3316', count: 100 },
  { label: 'U+FB03 ligature (one long word)', unit: '\uFB03', count: 200 },
  { label: 'ligatures as the last word', unit: '\uFB03', count: 200, prefix: 'nurse ' },
  { label: 'one-letter words', unit: 'a ', count: 100 },
  { label: '10,000 words', unit: 'nurse ', count: 10_000 },
  { label: 'two-letter words', unit: 'ab ', count: 100 },
  { label: 'stop words', unit: 'the ', count: 100 },
  { label: 'synonyms', unit: 'rn ', count: 100 },
  { label: 'compounds written apart', unit: 'front end ', count: 40 },
  { label: 'misspelt words', unit: 'acountant ', count: 40 },
  { label: 'long misspelt word', unit: 'nursingassistant', count: 20 },
  { label: 'a long token', unit: 'x', count: 200 },
  { label: 'hyphenated parts', unit: 'a-', count: 100 },
  { label: 'digits', unit: '1 ', count: 100 },
  { label: 'every Unicode category', unit: categorySample(), count: 1 },
  { label: 'regex metacharacters', unit: '(a+)+$.*?[^]{1,99}|\\', count: 20 },
  { label: 'LIKE metacharacters', unit: '%_\\', count: 100 },
  { label: 'text search syntax', unit: '!a & (b | c:*) <-> ', count: 20 },
  { label: 'quoted phrases', unit: '"a b" ', count: 50 },
  { label: 'excluded words', unit: '-nurse ', count: 40 },
  { label: 'expanding characters in a quoted phrase', unit: '\uFDFA', count: 198, prefix: '"' },
  { label: 'expanding characters excluded', unit: '\uFB03', count: 199, prefix: '-' },
  { label: 'the start of a stop word', unit: 'o', count: 1 },
  { label: 'or between words', unit: 'nurse or ', count: 40 },
  { label: 'combining marks', unit: 'a\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308', count: 50 },
  { label: 'zero-width characters', unit: 'n\u200Bu\u200Cr\u200Ds\uFEFFe ', count: 30 },
  { label: 'right-to-left text', unit: '\u202Eممرضة \u202C', count: 30 },
  { label: 'emoji sequences', unit: '👩‍👩‍👧‍👦🇺🇸 ', count: 30 },
  { label: 'dotted capital I (longer in lower case)', unit: '\u0130', count: 200 },
  { label: 'NUL', unit: 'a\u0000', count: 100 },
];

// ---- What the contract says a route takes ----

type ZodDef = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : schema;
};

/** The paths of a schema's text leaves (`['job_alert', 'what_search_text']`), each with its schema. */
function textLeaves(schema: z.ZodType | undefined, path: string[] = []): Array<{ path: string[]; schema: z.ZodType }> {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => textLeaves(child, [...path, key]));
  return def.type === 'string' ? [{ path, schema }] : [];
}

/**
 * The text cut to as many whole units as the field accepts (a length limit), at least one; `fewer` units
 * less for a second attempt (a text the process has not seen: nothing of the first is remembered for it).
 */
function fitted(text: WorstText, field: z.ZodType, fewer: number): string {
  const build = (count: number) => (text.prefix ?? '') + text.unit.repeat(Math.max(1, count - fewer));
  if (field.safeParse(build(text.count)).success) return build(text.count);
  let low = 1;
  let high = text.count;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (field.safeParse(build(middle)).success) low = middle;
    else high = middle - 1;
  }
  return build(low);
}

/** The actor whose request the route answers in full: the first with a success, else the first let in. */
function actorFor(name: string): Actor {
  const entry = routeMatrix[name]!;
  return (
    ACTORS.find((actor) => expectedStatus(entry, actor) < 300) ??
    ACTORS.find((actor) => ![401, 403].includes(expectedStatus(entry, actor))) ??
    'anonymous'
  );
}

type Case = { route: string; label: string; method: string; path: string; body?: string; cookie?: string };

/** A route that takes text, and the requests that send it each worst text, as typed and fitted. */
type RouteCases = { route: string; cases(fewer: number): Case[] };

/** Every route of the contract table that takes text, with its cases. */
async function worstCases(): Promise<RouteCases[]> {
  const routes: RouteCases[] = [];
  for (const { name, endpoint } of listEndpoints()) {
    const queryFields = textLeaves(endpoint.query);
    // Body texts kept and searched later (a job alert's texts): the other body texts are stored as typed.
    const bodyFields = textLeaves(endpoint.body).filter((leaf) => leaf.path.at(-1)!.endsWith('search_text'));
    if (queryFields.length === 0 && bodyFields.length === 0) continue;
    const route = `${endpoint.method} ${endpoint.path}`;
    const cookie = await sessionCookieFor(t, users.get(actorFor(name)));
    const request = routeMatrix[name]!.request(fixtures);
    const [pathname = '', baseQuery = ''] = request.path.split('?');
    const base = { route, method: endpoint.method, ...(cookie ? { cookie } : {}) };
    routes.push({
      route,
      cases(fewer) {
        const cases: Case[] = [];
        for (const text of WORST) {
          const values = (schema: z.ZodType) =>
            new Set([
              fitted(text, schema, fewer),
              (text.prefix ?? '') + text.unit.repeat(Math.max(1, text.count - fewer)),
            ]);
          for (const { path, schema } of queryFields) {
            for (const value of values(schema)) {
              const query = new URLSearchParams(baseQuery);
              query.set(path.join(''), value);
              cases.push({ ...base, label: `${text.label} in ${path.join('.')}`, path: `${pathname}?${query}` });
            }
          }
          for (const { path, schema } of bodyFields) {
            for (const value of values(schema)) {
              const body = structuredClone((request.json ?? {}) as Record<string, unknown>);
              let at = body;
              for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
              at[path.at(-1)!] = value;
              // A valid alert otherwise, so the text is what the route works on.
              if (typeof at.frequency === 'string') at.frequency = 'daily';
              if (typeof at.email === 'string') at.email = fixtures.uniqueEmail();
              const label = `${text.label} in ${path.join('.')}`;
              cases.push({ ...base, label, path: request.path, body: JSON.stringify(body) });
            }
          }
        }
        return cases;
      },
    });
  }
  return routes;
}

// ---- Sending ----

type Answer = { status: number; contentType: string; text: string; ms: number };

async function send(request: Case): Promise<Answer> {
  sent += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
  if (request.cookie) headers.cookie = `mw_session=${request.cookie}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(new URL(request.path, t.baseUrl), {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    ms: performance.now() - started,
  };
}

/** Why an answer breaks the rules (a 5xx, or a refusal not in the error shape), or null. */
function fault(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) return `${answer.status} as ${answer.contentType}`;
  try {
    return ZErrorBody.strict().safeParse(JSON.parse(answer.text)).success
      ? null
      : `${answer.status} not in the error shape: ${answer.text.slice(0, 200)}`;
  } catch {
    return `${answer.status} with a body that is not JSON`;
  }
}

/**
 * A health answer's time, and the CPU time this process used meanwhile (all its threads). A request that
 * holds the process shows in both; a machine busy with other processes slows the first only.
 */
type HealthTime = { ms: number; cpuMs: number };

/** The time a health answer waited for this process: its time, or the CPU the process used meanwhile if less. */
const heldFor = (health: HealthTime) => Math.min(health.ms, health.cpuMs);

/**
 * Asks `/api/health` every 20 ms until stopped, from a thread of its own: the times it sees are the
 * server's, even while a request holds this thread (which serves the app).
 */
function pollHealth(): { stop(): Promise<HealthTime[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const times = [];
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const response = await fetch(workerData.url);
        await response.arrayBuffer();
        const used = process.cpuUsage(cpu);
        times.push({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url: new URL('/api/health', t.baseUrl).toString() } },
  );
  return {
    async stop() {
      const times = new Promise<HealthTime[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const result = await times;
      await worker.terminate();
      return result;
    },
  };
}

/** What one attempt at a route saw: its slowest answer, the health answers meanwhile, what broke the rules. */
type Attempt = { slowest: { ms: number; label: string }; health: HealthTime[]; faults: string[]; slow: string[] };

async function attempt(cases: Case[]): Promise<Attempt> {
  const health = pollHealth();
  const result: Attempt = { slowest: { ms: 0, label: '' }, health: [], faults: [], slow: [] };
  for (const request of cases) {
    const answer = await send(request);
    const problem = fault(answer);
    if (problem) result.faults.push(`${request.route} · ${request.label}: ${problem}`);
    if (answer.ms > REQUEST_BOUND_MS)
      result.slow.push(`${request.route} · ${request.label}: ${answer.ms.toFixed(0)} ms`);
    if (answer.ms > result.slowest.ms) result.slowest = { ms: answer.ms, label: request.label };
  }
  result.health = await health.stop();
  return result;
}

const slowestHealth = (result: Attempt) => Math.max(...result.health.map((health) => health.ms));
const longestHeld = (result: Attempt) => Math.max(...result.health.map(heldFor));
const withinBounds = (result: Attempt) => result.slow.length === 0 && longestHeld(result) < HEALTH_BOUND_MS;

describe('the worst texts we could find', () => {
  it('are answered within 1 s on every route that takes text, while health answers within 500 ms', async () => {
    const routes = await worstCases();
    // The routes the contract table gives text to: a new one is sent the same texts without a case written for it.
    expect(routes.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/jobs',
        'GET /api/v1/jobs/suggestions',
        'GET /api/v1/locations/autocomplete',
        'GET /api/v1/reward_sources',
        'GET /api/v1/admin/businesses',
        'GET /api/v1/admin/users',
        'GET /api/v1/businesses/:business_id/jobs',
        'GET /api/v1/businesses/:business_id/jobs/:job_id/applications',
        'POST /api/v1/me/job_alerts',
        'PUT /api/v1/me/job_alerts/:id',
        'POST /api/v1/job_alerts',
      ]),
    );

    const lines: string[] = [];
    const faults: string[] = [];
    const outOfBounds: string[] = [];
    let requests = 0;
    for (const { route, cases } of routes) {
      // A plain text first: what a process builds on first use (the place index, a route's caches) is a
      // start-up cost, not one a text causes.
      const [first] = cases(0);
      await send({ ...first!, path: first!.path.replace(/=[^&]*$/, '=nurse'), label: 'warm-up' });
      // On a busy machine another process can hold the CPU past a bound; a text that holds this one does so
      // again on the next attempt, with texts a unit shorter (new to every cache).
      const attempts: Attempt[] = [];
      while (attempts.length < ATTEMPTS && !attempts.some(withinBounds)) {
        const sending = cases(attempts.length);
        requests += sending.length;
        attempts.push(await attempt(sending));
      }
      const last = attempts.at(-1)!;
      faults.push(...attempts.flatMap((result) => result.faults));
      if (!withinBounds(last))
        outOfBounds.push(...last.slow, `${route}: health waited ${longestHeld(last).toFixed(0)} ms for the process`);
      for (const [index, result] of attempts.entries()) {
        lines.push(
          `${result.slowest.ms.toFixed(1).padStart(9)} ms ${slowestHealth(result).toFixed(1).padStart(8)} ms ` +
            `${longestHeld(result).toFixed(1).padStart(8)} ms  ` +
            `${route}${index > 0 ? ` (attempt ${index + 1})` : ''}  (slowest: ${result.slowest.label})`,
        );
      }
    }

    console.info(
      [
        `worst texts: ${requests} requests to ${routes.length} routes`,
        '  slowest answer, slowest health answer meanwhile, longest a health answer waited for this process, route:',
        ...lines,
      ].join('\n'),
    );
    expect(faults).toEqual([]);
    expect(outOfBounds).toEqual([]);
  }, 600_000);
});
