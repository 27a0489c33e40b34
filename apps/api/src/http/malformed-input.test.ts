import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listEndpoints, ZErrorBody, type Endpoint } from '@mainwork/contracts';
import { ACTORS, expectedStatus, routeMatrix, type Actor, type MatrixFixtures } from '../permissions/route-matrix.ts';
import { pdfBytes } from '../testing/documents.ts';
import { createMatrixFixtures, sessionCookieFor } from '../testing/matrix-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { PNG_BYTES, type TestUser } from '../testing/users.ts';

/**
 * Malformed input over every route the app registered from the contract table, as a careless or
 * hostile client would send it: NUL bytes, lone surrogates, huge strings, deep nesting, `__proto__`
 * keys, wrong types, unnamed and truncated multipart parts, files whose type lies. No answer may be
 * a 5xx, and every refusal must be in the product's error shape. A route added to the table is
 * fuzzed without anyone writing a case for it: the cases are built from its contract.
 */

let t: TestApp;
let fixtures: MatrixFixtures;
let users: Map<Actor, TestUser>;
let sent = 0;

beforeAll(async () => {
  // Every request comes from its own address (trusted X-Forwarded-For) and the per-account ceilings are
  // out of reach, so rate limits never answer, nor slow an answer, in place of the rules under test.
  const outOfReach = '1000000/1m';
  t = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: outOfReach,
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: outOfReach,
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT: outOfReach,
    },
  });
  ({ fixtures, users } = await createMatrixFixtures(t));
});
afterAll(() => t.close());

type Case = {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

type Answer = { status: number; contentType: string; text: string };

function nextAddress(): string {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
}

async function send(request: Case, cookie: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress(), ...request.headers };
  if (cookie) headers.cookie = `mw_session=${cookie}`;
  const response = await fetch(new URL(request.path, t.baseUrl), {
    method: request.method,
    headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** Why an answer breaks the rules (a 5xx, or a refusal not in the error shape), or null. */
function fault(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) return `${answer.status} as ${answer.contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} with a body that is not JSON`;
  }
  return ZErrorBody.strict().safeParse(body).success ? null : `${answer.status} not in the error shape: ${answer.text}`;
}

// ---- What a route's contract says about its input ----

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The field names of a schema's text leaves, as bracket names (`business[address_attributes][city]`). */
function textFieldNames(schema: z.ZodType | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      textFieldNames(child, prefix ? `${prefix}[${key}]` : key),
    );
  }
  const inner = def.innerType ?? def.in;
  if (inner) return textFieldNames(inner, prefix);
  if (def.type === 'array' && def.element) return textFieldNames(def.element, `${prefix}[]`);
  return prefix ? [prefix] : [];
}

/** The actor a route's body is really parsed for: the first with a success, else the first let past access. */
function actorFor(name: string): Actor {
  const entry = routeMatrix[name]!;
  const status = (actor: Actor) => expectedStatus(entry, actor);
  return (
    ACTORS.find((actor) => status(actor) < 300) ??
    ACTORS.find((actor) => status(actor) !== 401 && status(actor) !== 403) ??
    'anonymous'
  );
}

// ---- Malformed values ----

const HUGE = 'x'.repeat(200_000);
const BAD_TEXTS: Array<[string, string]> = [
  ['NUL', 'a\u0000@x.y'],
  ['lone high surrogate', '\ud800@x.y'],
  ['lone low surrogate', 'x\udc00'],
  ['reversed surrogates', '\udc00\ud800'],
];
const WRONG_TYPES: Array<[string, unknown]> = [
  ['number', 12345],
  ['array', ['a', 'b']],
  ['object', { nested: { deeper: 'x' } }],
  ['null', null],
  ['boolean', true],
  ['huge string', HUGE],
  ['__proto__ object', JSON.parse('{"__proto__":{"polluted":true}}')],
];

/** Every leaf of a JSON body replaced in turn. */
function leafVariants(body: unknown, replacement: unknown): unknown[] {
  if (body === null || typeof body !== 'object') return [replacement];
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) =>
    leafVariants(value, replacement).map((variant) => ({ ...(body as object), [key]: variant })),
  );
}

function jsonCases(method: string, path: string, base: unknown, fields: string[]): Case[] {
  const json = (label: string, body: string): Case => ({
    label,
    method,
    path,
    headers: { 'content-type': 'application/json' },
    body,
  });
  const cases: Case[] = [];
  for (const [label, text] of BAD_TEXTS) {
    for (const variant of leafVariants(base, text)) cases.push(json(`${label} in a field`, JSON.stringify(variant)));
    // Fields the contract knows but the sample request leaves out.
    for (const field of fields) {
      const nested = field.split(/\[|\]\[|\]/).filter(Boolean);
      const body = nested.reduceRight<unknown>((inner, key) => ({ [key]: inner }), text);
      cases.push(json(`${label} in ${field}`, JSON.stringify(body)));
    }
    cases.push(json(`${label} in a key`, JSON.stringify({ [`k${text}`]: 'v' })));
  }
  for (const [label, value] of WRONG_TYPES) {
    for (const variant of leafVariants(base, value)) cases.push(json(`${label} in a field`, JSON.stringify(variant)));
  }
  cases.push(
    json('raw lone surrogate escape', '{"email":"\\ud800@x.y","password":"\\udfff"}'),
    json('raw NUL escape', '{"email":"a\\u0000@x.y","user":{"password":"\\u0000"}}'),
    json('__proto__ key', '{"__proto__":{"admin":true},"email":"a@x.y"}'),
    json('constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}'),
    json('deeply nested arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`),
    json('deeply nested objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
    json('not JSON', '{"email": '),
    json('empty', ''),
    json('a bare string', '"hello"'),
    json('an array', '[1,2,3]'),
    json('over the body limit', JSON.stringify({ email: 'y'.repeat(1_100_000) })),
    {
      label: 'JSON declared as UTF-16',
      method,
      path,
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: '{}',
    },
    { label: 'text/plain body', method, path, headers: { 'content-type': 'text/plain' }, body: 'email=a@x.y' },
    {
      label: 'form-encoded body',
      method,
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    },
  );
  return cases;
}

type Part = { name?: string; filename?: string; type?: string; value: string | Buffer };

function multipartBody(parts: Part[], boundary: string, options: { truncate?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = 'Content-Disposition: form-data';
    if (part.name !== undefined) disposition += `; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n`));
    if (part.type) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`));
    chunks.push(Buffer.from('\r\n'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  const body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return options.truncate ? body.subarray(0, Math.max(1, body.length - boundary.length - 30)) : body;
}

function multipartCases(endpoint: Endpoint, path: string, base: Record<string, string>, fields: string[]): Case[] {
  const boundary = 'mwfuzzboundary7MA4YWxkTrZu0gW';
  const form = (label: string, parts: Part[], options: { truncate?: boolean; contentType?: string } = {}): Case => ({
    label,
    method: endpoint.method,
    path,
    headers: { 'content-type': options.contentType ?? `multipart/form-data; boundary=${boundary}` },
    body: multipartBody(parts, boundary, options),
  });
  const baseParts = Object.entries(base).map(([name, value]): Part => ({ name, value }));
  const without = (name: string) => baseParts.filter((part) => part.name !== name);
  const cases: Case[] = [];
  for (const [label, text] of BAD_TEXTS) {
    for (const field of new Set([...Object.keys(base), ...fields])) {
      cases.push(form(`${label} in ${field}`, [...without(field), { name: field, value: text }]));
    }
    cases.push(form(`${label} in a field name`, [...baseParts, { name: `first${text}name`, value: 'x' }]));
  }
  cases.push(
    form('a part without a name', [...baseParts, { value: 'nameless' }]),
    form('a file part without a name', [
      ...baseParts,
      { filename: 'a.pdf', type: 'application/pdf', value: pdfBytes() },
    ]),
    form('an empty name', [...baseParts, { name: '', value: 'x' }]),
    form('__proto__ field', [...baseParts, { name: '__proto__', value: 'x' }]),
    form('__proto__[] field', [...baseParts, { name: '__proto__[]', value: 'x' }]),
    form('__proto__ bracket field', [...baseParts, { name: '__proto__[polluted]', value: 'x' }]),
    form('constructor[prototype] field', [...baseParts, { name: 'constructor[prototype][admin]', value: 'true' }]),
    form('deep bracket nesting', [...baseParts, { name: `a${'[b]'.repeat(500)}`, value: 'x' }]),
    form('array where text is expected', [
      ...baseParts,
      ...fields.slice(0, 3).map((name) => ({ name: `${name}[]`, value: 'x' })),
    ]),
    form('object where text is expected', [
      ...baseParts,
      ...fields.slice(0, 3).map((name) => ({ name: `${name}[k]`, value: 'x' })),
    ]),
    form('huge text field', [...baseParts, { name: fields[0] ?? 'huge', value: 'x'.repeat(2_000_000) }]),
    form('too many fields', [...baseParts, ...Array.from({ length: 250 }, (_, i) => ({ name: `f${i}`, value: 'x' }))]),
    form('truncated body', [...baseParts, { name: 'late', value: 'x'.repeat(500) }], { truncate: true }),
    form('no boundary', baseParts, { contentType: 'multipart/form-data' }),
    form('wrong boundary', baseParts, { contentType: 'multipart/form-data; boundary=another' }),
    form('a file for an unknown field', [
      ...baseParts,
      { name: 'unexpected', filename: 'a.pdf', type: 'application/pdf', value: pdfBytes() },
    ]),
  );
  for (const [field, spec] of Object.entries(endpoint.files ?? {})) {
    const file = (label: string, part: Omit<Part, 'name'>, options: { truncate?: boolean } = {}) =>
      form(`${label} (${field})`, [...baseParts, { name: field, ...part }], options);
    const isDocument = spec.resize === undefined;
    const declared = isDocument
      ? { filename: 'cv.pdf', type: 'application/pdf' }
      : { filename: 'logo.png', type: 'image/png' };
    /** A file of the field's own kind (a PDF, or a PNG padded after its end) of about this size. */
    const ofKind = (size: number) => (isDocument ? pdfBytes(size) : Buffer.concat([PNG_BYTES, Buffer.alloc(size)]));
    cases.push(
      file('HTML declared as an allowed kind', { ...declared, value: '<html><script>alert(1)</script></html>' }),
      file('SVG declared as an allowed kind', {
        ...declared,
        value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      }),
      file('an executable declared as an allowed kind', {
        ...declared,
        value: Buffer.from('7f454c46020101000000', 'hex'),
      }),
      file('the other kind declared as this one', { ...declared, value: isDocument ? PNG_BYTES : pdfBytes() }),
      file('an empty file', { ...declared, value: '' }),
      file('a file name with NUL and folders', {
        filename: '../../etc/pa\u0000sswd.pdf',
        type: declared.type,
        value: ofKind(2_000),
      }),
      file('a truncated file', { ...declared, value: ofKind(300_000) }, { truncate: true }),
      file('over its size limit', { ...declared, value: ofKind(spec.maxBytes + 1024) }),
      file('a header cut short', { ...declared, value: ofKind(2_000).subarray(0, 20) }),
      file('sent twice', { ...declared, value: ofKind(2_000) }),
      form(`a file sent as a text field (${field})`, [...baseParts, { name: field, value: 'not a file' }]),
    );
    cases.at(-2)!.body = multipartBody(
      [
        ...baseParts,
        { name: field, ...declared, value: ofKind(2_000) },
        { name: field, ...declared, value: ofKind(2_000) },
      ],
      boundary,
    );
  }
  cases.push({
    label: 'JSON sent to a multipart route',
    method: endpoint.method,
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a\u0000@x.y', user: { first_name: '\ud800' } }),
  });
  return cases;
}

/** The concrete path with each parameter segment (`:id`) replaced in turn by a bad value. */
function pathCases(
  endpoint: Endpoint,
  path: string,
  base: { method: string; headers?: Record<string, string>; body?: string | Buffer },
): Case[] {
  const template = endpoint.path.split('/');
  const [pathname = '', query] = path.split('?');
  const concrete = pathname.split('/');
  const withQuery = (p: string) => (query ? `${p}?${query}` : p);
  const values: Array<[string, string]> = [
    ['NUL', 'x%00'],
    ['NUL alone', '%00'],
    ['bad percent-encoding', '%FF'],
    ['encoded lone surrogate', '%ED%A0%80'],
    ['over-long', 'a'.repeat(5_000)],
    ['__proto__', '__proto__'],
    ['negative', '-1'],
    ['huge number', '99999999999999999999999'],
    ['float', '1.5e308'],
    ['dot segments', '%2e%2e'],
    ['emoji', '%F0%9F%98%80'],
  ];
  const cases: Case[] = [];
  template.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    for (const [label, value] of values) {
      const mutated = [...concrete];
      mutated[index] = value;
      cases.push({ label: `${label} in ${segment}`, ...base, path: withQuery(mutated.join('/')) });
    }
  });
  cases.push({ label: 'junk after the path', ...base, path: withQuery(`${pathname}/%00/%FF`) });
  return cases;
}

function queryCases(
  path: string,
  base: { method: string; headers?: Record<string, string>; body?: string | Buffer },
  keys: string[],
): Case[] {
  const [pathname = ''] = path.split('?');
  const q = (label: string, query: string): Case => ({ label, ...base, path: `${pathname}?${query}` });
  const cases: Case[] = [];
  for (const key of new Set([...keys, 'what_search_text', 'page'])) {
    cases.push(
      q(`NUL in ${key}`, `${key}=%00`),
      q(`NUL inside ${key}`, `${key}=a%00b`),
      q(`lone surrogate in ${key}`, `${key}=%ED%A0%80`),
      q(`array for ${key}`, `${key}[]=a&${key}[]=b`),
      q(`object for ${key}`, `${key}[a][b]=c`),
      q(`long ${key}`, `${key}=${'x'.repeat(8_000)}`),
    );
  }
  cases.push(
    q('NUL in a key', 'a%00b=1'),
    q('bad percent-encoding', 'what_search_text=%FF%FE'),
    q('__proto__ key', '__proto__[admin]=true'),
    q('filters __proto__', 'filters[__proto__][admin]=true'),
    q('deep nesting', `a${'[b]'.repeat(200)}=1`),
    q('many parameters', Array.from({ length: 1_500 }, (_, i) => `p${i}=1`).join('&')),
    q('query over the header limit', `what_search_text=${'x'.repeat(20_000)}`),
  );
  return cases;
}

function casesFor(name: string, endpoint: Endpoint): Case[] {
  const request = routeMatrix[name]!.request(fixtures);
  const headers = request.headers ?? {};
  const keys = textFieldNames(endpoint.query);
  const fields = textFieldNames(endpoint.body);
  const base = { method: endpoint.method, headers };
  const cases: Case[] = [];
  if (request.json !== undefined) {
    const body = JSON.stringify(request.json);
    const jsonBase = { ...base, headers: { ...headers, 'content-type': 'application/json' }, body };
    cases.push(...pathCases(endpoint, request.path, jsonBase), ...queryCases(request.path, jsonBase, keys));
    cases.push(
      ...jsonCases(endpoint.method, request.path, request.json, fields).map((c) => ({
        ...c,
        headers: { ...headers, ...c.headers },
      })),
    );
  } else if (endpoint.files) {
    const formCases = multipartCases(endpoint, request.path, request.form ?? {}, fields);
    cases.push(
      ...formCases,
      ...pathCases(endpoint, request.path, formCases[0]!),
      ...queryCases(request.path, formCases[0]!, keys),
    );
  } else {
    cases.push(...pathCases(endpoint, request.path, base), ...queryCases(request.path, base, keys));
  }
  return cases.map((c) => ({ ...c, label: `${name}: ${c.label}` }));
}

describe('malformed input never gives a 5xx, and is refused in the error shape', () => {
  it('refuses the inputs that reached PostgreSQL, where they enter', async () => {
    const hunter = await sessionCookieFor(t, users.get('hunter'));
    const json = (path: string, body: string): Case => ({
      label: path,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const boundary = 'regressionBoundary';
    const form = (path: string, parts: Part[], method = 'POST'): Case => ({
      label: path,
      method,
      path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(parts, boundary),
    });
    const expectations: Array<[Case, string | undefined, number, unknown]> = [
      [
        json('/auth/login', '{"email":"a\\u0000@x.y","password":"x"}'),
        undefined,
        422,
        { error: { email: ['Remove the characters that are not allowed from the e-mail address.'] } },
      ],
      [
        json('/api/v1/users/forgot_password', '{"email":"\\ud800@x.y"}'),
        undefined,
        422,
        { error: { email: ['Remove the characters that are not allowed from the e-mail address.'] } },
      ],
      [
        { label: 'search', method: 'GET', path: '/api/v1/jobs?what_search_text=%00' },
        undefined,
        400,
        { error: 'Invalid query string: what_search_text contains characters that are not allowed.' },
      ],
      [
        { label: 'affiliate', method: 'GET', path: '/api/v1/affiliate_links/x%00/view' },
        undefined,
        400,
        { error: 'Invalid path: key contains characters that are not allowed.' },
      ],
      [
        form('/auth/register', [
          { name: 'email', value: 'a\u0000@x.y' },
          { name: 'password', value: 'quiet-harbor-42' },
        ]),
        undefined,
        422,
        { error: { email: ['Remove the characters that are not allowed from the e-mail address.'] } },
      ],
      [
        form(`/api/v1/jobs/${fixtures.jobId}/applications`, [
          { name: 'application[first_name]', value: 'A' },
          { name: 'application[comments]', value: 'hi\u0000' },
        ]),
        hunter,
        422,
        { error: { comments: ['Remove the characters that are not allowed from the comments.'] } },
      ],
      [
        form('/api/v1/me/default_application', [{ name: 'default_application[first_name]', value: '\u0000' }], 'PUT'),
        hunter,
        422,
        { error: { first_name: ['Remove the characters that are not allowed from the first name.'] } },
      ],
      [
        form('/auth/register', [{ name: 'email', value: 'nameless@x.y' }, { value: 'no name' }]),
        undefined,
        400,
        { error: 'A multipart part has no name.' },
      ],
      [
        { label: 'bad encoding', method: 'GET', path: '/api/v1/jobs/%FF' },
        undefined,
        400,
        { error: 'The address is not valid.' },
      ],
      [
        { label: 'long param', method: 'GET', path: `/api/v1/jobs/${'9'.repeat(500)}` },
        undefined,
        414,
        { error: 'The address is too long.' },
      ],
    ];
    for (const [request, cookie, status, body] of expectations) {
      const answer = await send(request, cookie);
      expect({ status: answer.status, body: JSON.parse(answer.text) }, request.path).toEqual({ status, body });
    }
  });

  const routes = listEndpoints();
  it('fuzzes every route the app registered from the contract table', () => {
    const registered = t.app.registeredRoutes
      .filter((route) => route.endpoint)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(routes.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(registered);
  });

  for (const { name, endpoint } of routes) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const cookie = await sessionCookieFor(t, users.get(actorFor(name)));
      const faults: string[] = [];
      for (const request of casesFor(name, endpoint)) {
        const problem = fault(await send(request, cookie));
        if (problem) faults.push(`${request.label}: ${problem}`);
      }
      expect(faults).toEqual([]);
    });
  }

  it('answers requests the HTTP parser refuses (bad Content-Length, Transfer-Encoding, huge headers) in the error shape', async () => {
    const port = new URL(t.baseUrl).port;
    const raw = (label: string, text: string, status: number) => ({ label, text, status });
    const cases = [
      raw(
        'non-numeric Content-Length',
        `POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
        400,
      ),
      raw(
        'two Content-Lengths',
        `POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
        400,
      ),
      raw(
        'Content-Length with Transfer-Encoding',
        `POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        400,
      ),
      raw(
        'unknown Transfer-Encoding',
        `POST /auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked, rot13\r\n\r\n0\r\n\r\n`,
        400,
      ),
      raw(
        'bad chunk size',
        `POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        400,
      ),
      raw('headers over the limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431),
      raw(
        'a URL over the header limit',
        `GET /api/v1/jobs?what_search_text=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        431,
      ),
      raw('NUL in the request line', `GET /api/v1/jobs\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`, 400),
      raw('a control character in a header', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n`, 400),
      raw('not HTTP', `HELLO\r\n\r\n`, 400),
    ];
    const faults: string[] = [];
    for (const { label, text, status } of cases) {
      sent += 1;
      const answer = await rawRequest(Number(port), text);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const got = Number(head.split(' ')[1]);
      const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
      const problem =
        got !== status ? `status ${got}, expected ${status}` : fault({ status: got, contentType, text: body });
      if (problem) faults.push(`${label}: ${problem}`);
    }
    expect(faults).toEqual([]);
  });

  it('sent at least 300 malformed requests', () => {
    console.info(`malformed requests sent: ${sent}`);
    expect(sent).toBeGreaterThanOrEqual(300);
  });
});

/** What the server answers on a raw socket, up to the end of the connection. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? resolve(Buffer.concat(chunks).toString()) : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.write(text);
  });
}
