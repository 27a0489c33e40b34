import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const PUBLIC_URL = 'https://jobs.mainwork.test';
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

type Lint = {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
};

let t: TestApp;
let document: {
  servers: Array<{ url: string }>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Record<string, unknown>>>;
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

function operation(method: string, route: string): Record<string, unknown> {
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
      expect(documented.security).toEqual(
        endpoint.apiKeyScope ? [...session, { apiKey: [endpoint.apiKeyScope] }] : session,
      );
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
    const register = operation('POST', '/auth/register') as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, object> }; encoding: object }> };
    };
    const multipart = register.requestBody.content['multipart/form-data']!;
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
});
