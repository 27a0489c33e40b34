import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { documentedSchemaChecker, type ApiDocument } from '../testing/documented-answers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const PUBLIC_URL = 'https://jobs.mainwork.test';
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

type Lint = {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
};

let t: TestApp;
type Media = { schema?: Record<string, unknown>; example?: unknown; encoding?: object };
type DocumentedOperation = Record<string, unknown> & {
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media>; headers?: Record<string, unknown> }>;
};
let document: {
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, DocumentedOperation>>;
};
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL } });
  document = (await t.client().get('/api/docs/json').expect(200)).body;
});
afterAll(() => t.close());

/** Redocly CLI's recommended rules over the served document. */
async function lint(): Promise<Lint> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-openapi-'));
  const file = path.join(dir, 'openapi.json');
  try {
    await fs.writeFile(file, JSON.stringify(document));
    const run = await promisify(execFile)(
      REDOCLY,
      ['lint', '--extends=recommended', '--format=json', '--max-problems=1000', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return JSON.parse(run.stdout) as Lint;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const SEVERITIES = ['error', 'warning', 'information', 'hint'];

/** Spectral's recommended rules for OpenAPI (`spectral:oas`) over the served document. */
async function spectralProblems(): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(JSON.stringify(document, null, 2));
  return results.map(
    (result) => `${SEVERITIES[result.severity]} ${String(result.code)}: ${result.message} at ${result.path.join('.')}`,
  );
}

function operation(method: string, route: string): DocumentedOperation {
  const found = document.paths[route.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  expect(found, `${method} ${route} is documented`).toBeDefined();
  return found!;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('passes the recommended rules of Redocly CLI without an error', { timeout: 60_000 }, async () => {
    const result = await lint();
    const errors = result.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
    expect(result.totals.errors).toBe(0);
  });

  it('passes the recommended rules of Spectral without a warning or an error', { timeout: 60_000 }, async () => {
    expect(await spectralProblems()).toEqual([]);
  });

  it('is served for the configured public URL and names the session cookie as it is sent', () => {
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-mw_session',
    });
  });

  it('documents every endpoint of the contract table with its id, access, bodies and errors', () => {
    for (const { name, endpoint } of listEndpoints()) {
      const documented = operation(endpoint.method, endpoint.path);
      expect(documented.operationId).toBe(name.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase()));
      expect(documented.summary).toBe(endpoint.summary);
      const session = endpoint.access === 'signed_in' ? [{ session: [] }] : [];
      // The endpoints an API key's scope opens also take the key (decision 069).
      expect(documented.security).toEqual(endpoint.apiKeyScope ? [...session, { apiKey: [] }] : session);
      const responses = documented.responses as Record<string, { content?: Record<string, unknown> }>;
      for (const status of Object.keys(endpoint.responses)) expect(Object.keys(responses)).toContain(status);
      for (const [status, response] of Object.entries(responses))
        if (Number(status) >= 400)
          expect(response.content, `${name} ${status}`).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/Error' } },
          });
      if (endpoint.files) {
        const body = documented.requestBody as { content: Record<string, { schema: { properties: object } }> };
        expect(Object.keys(body.content['multipart/form-data']!.schema.properties)).toEqual(
          expect.arrayContaining(Object.keys(endpoint.files)),
        );
      }
    }
  });

  it('describes uploads, downloads, the filters and the total header as the server takes and sends them', () => {
    const register = operation('POST', '/auth/register');
    const multipart = register.requestBody!.content['multipart/form-data']! as {
      schema: { properties: Record<string, object> };
      encoding: object;
    };
    expect(multipart.schema.properties['business[logo]']).toMatchObject({
      type: 'string',
      format: 'binary',
      maxLength: 5 * 1024 * 1024,
    });
    expect(multipart.schema.properties['business[address_attributes][city]']).toEqual({ type: 'string' });
    expect(multipart.encoding).toEqual({ 'business[logo]': { contentType: 'image/png, image/jpeg' } });

    const resume = operation('GET', '/api/v1/applications/:id/resume') as {
      responses: Record<string, { content: object }>;
    };
    expect(Object.keys(resume.responses['200']!.content)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    const csv = operation('GET', '/api/v1/businesses/:business_id/jobs/:job_id/applications.csv') as {
      responses: Record<string, { content: object }>;
    };
    expect(csv.responses['200']!.content).toEqual({ 'text/csv': { schema: { type: 'string', format: 'binary' } } });

    const search = operation('GET', '/api/v1/jobs') as {
      parameters: Array<{ name: string; style?: string; explode?: boolean }>;
      responses: Record<string, { headers: Record<string, { schema: object }> }>;
    };
    expect(search.parameters.find((parameter) => parameter.name === 'filters')).toMatchObject({
      style: 'deepObject',
      explode: true,
    });
    expect(search.responses['200']!.headers.total!.schema).toEqual({ type: 'integer', minimum: 0 });
  });
  it('gives every operation a description, a tag described at the top and examples, naming any that lacks one', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const lacking: string[] = [];
    for (const { name, endpoint } of listEndpoints()) {
      const where = `${name} (${endpoint.method} ${endpoint.path})`;
      const documented = operation(endpoint.method, endpoint.path);
      if (!endpoint.description) lacking.push(`${where} has no description: give its contract a \`description\``);
      const tag = documented.tags?.[0];
      if (!tag) lacking.push(`${where} has no tag: add its domain to a tag of API_TAGS (plugins/openapi-tags.ts)`);
      else if (!tags.has(tag)) lacking.push(`${where} has the tag ${tag}, which the document's tags do not describe`);
      const body = documented.requestBody?.content['application/json'];
      if (body && body.example === undefined) lacking.push(`${where} has no example of its JSON body`);
      const main = Object.entries(documented.responses).find(([status]) => status.startsWith('2'));
      const answer = main?.[1].content?.['application/json'];
      if (answer && answer.example === undefined) lacking.push(`${where} has no example of its ${main![0]} answer`);
    }
    expect(lacking).toEqual([]);
    for (const tag of document.tags) expect(tag.description, tag.name).not.toBe('');
  });

  it('gives examples that match their schemas, those of the contracts as much as those made from the schemas', () => {
    const check = documentedSchemaChecker(document as unknown as ApiDocument);
    const wrong: string[] = [];
    let examples = 0;
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, documented] of Object.entries(item)) {
        const media = [
          ['request body', documented.requestBody?.content['application/json']] as const,
          ...Object.entries(documented.responses).map(
            ([status, answer]) => [`${status} answer`, answer.content?.['application/json']] as const,
          ),
        ];
        for (const [what, content] of media) {
          if (content?.example === undefined || !content.schema) continue;
          examples += 1;
          const problem = check(content.schema, content.example);
          if (problem) wrong.push(`${method.toUpperCase()} ${path} ${what}: ${problem}`);
        }
      }
    expect(wrong).toEqual([]);
    expect(examples).toBeGreaterThan(listEndpoints().length);
  });

  it('lists the fields sign-up and a posting need as required although the service, not the parser, refuses their absence', () => {
    const register = operation('POST', '/auth/register');
    const json = register.requestBody!.content['application/json']!.schema!;
    expect(json.required).toEqual(['email', 'password']);
    expect(JSON.stringify(json)).not.toContain('x-mainwork-required');
    expect(register.requestBody!.content['multipart/form-data']!.schema!.required).toEqual(['email', 'password']);

    const post = operation('POST', '/api/v1/businesses/:business_id/jobs').requestBody!.content['application/json']!;
    const job = (post.schema!.properties as Record<string, { required?: string[] }>).job!;
    expect(job.required).toEqual([
      'title',
      'description',
      'job_type_id',
      'job_location_type_id',
      'minimum_salary',
      'maximum_salary',
      'salary_rate',
    ]);
    expect(post.example).toMatchObject({ job: { title: 'Warehouse Supervisor' } });
  });

  it('offers the session cookie and, on a business’s job and applicant routes, its API keys as bearer tokens', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.apiKey!.description).toContain('jobs:write');
    expect(document.components.securitySchemes.session!.description).toContain('Sec-Fetch-Site');
    const post = operation('POST', '/api/v1/businesses/:business_id/jobs');
    expect(post.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(post.description).toContain('`jobs:write`');
    expect(post.responses['429']!.headers).toHaveProperty('RateLimit-Reset');
    expect(post.responses['201']!.headers).toHaveProperty('RateLimit-Remaining');
    expect(operation('GET', '/api/v1/businesses/:business_id/jobs/:job_id/applications').security).toContainEqual({
      apiKey: [],
    });
    expect(operation('PUT', '/api/v1/businesses/:id').security).toEqual([{ session: [] }]);
  });

  it('documents 304 with its ETag on public reads and 429 with Retry-After on limited routes', async () => {
    const lookups = operation('GET', '/api/v1/job_types');
    expect(lookups.responses['200']!.headers).toHaveProperty('ETag');
    expect(lookups.responses['304']).toMatchObject({ headers: { ETag: expect.any(Object) } });
    expect(lookups.responses['304']!.content).toBeUndefined();
    expect(operation('GET', '/api/v1/me/saved_jobs').responses['304']).toBeUndefined();
    expect(operation('POST', '/auth/login').responses['429']!.headers).toHaveProperty('Retry-After');

    // What the document says is what the server does.
    const first = await t.client().get('/api/v1/job_types').expect(200);
    await t.client().get('/api/v1/job_types').set('if-none-match', first.headers.etag!).expect(304);
  });
});
