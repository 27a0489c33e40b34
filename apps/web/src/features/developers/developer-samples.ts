/**
 * The samples of the developers page, made from the site's own address so that each runs as copied.
 * Paths of the API are those of its document (/api/docs).
 */

export const WEBHOOK_EVENTS = ['application.created', 'job.created', 'job.closed', 'hire.confirmed'] as const;

export const API_KEY_SCOPES = [
  { scope: 'jobs:read', allows: 'list the business’s postings and read one' },
  { scope: 'jobs:write', allows: 'post, edit and close postings' },
  { scope: 'applications:read', allows: 'read the applicants of a posting, their resumes and cover letters' },
] as const;

export const publicReadSamples = (origin: string) => ({
  curl: `curl "${origin}/api/v1/jobs?what_search_text=warehouse&where_search_text=Boston%2C%20MA&page=1"`,
  browser: `const response = await fetch('${origin}/api/v1/jobs?what_search_text=warehouse');
const jobs = await response.json();
console.log(response.headers.get('total'), 'jobs in all');
for (const job of jobs) console.log(job.title, '—', job.business.name);`,
});

export const apiKeySamples = (origin: string) => ({
  setUp: `# The token shown once, when the key was created
export MAINWORK_KEY="mw_…"
# Your business's id, shown beside its keys
export BUSINESS_ID=3`,
  postJob: `curl -X POST "${origin}/api/v1/businesses/$BUSINESS_ID/jobs" \\
  -H "Authorization: Bearer $MAINWORK_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "job": {
      "title": "Warehouse Supervisor",
      "description": "<p>Lead a team of eight on the day shift.</p>",
      "job_type_id": 1,
      "job_location_type_id": 1,
      "address_attributes": { "city": "Boston", "state_id": 22, "zip": "02110" },
      "minimum_salary": 24,
      "maximum_salary": 28,
      "salary_rate": "per_hour"
    }
  }'`,
  listApplications: `# The id the posted job was answered with
export JOB_ID=42
curl -i "${origin}/api/v1/businesses/$BUSINESS_ID/jobs/$JOB_ID/applications?page=1" \\
  -H "Authorization: Bearer $MAINWORK_KEY"`,
  rateLimitAnswer: `HTTP/1.1 200 OK
content-type: application/json; charset=utf-8
total: 4
RateLimit-Limit: 600
RateLimit-Remaining: 597
RateLimit-Reset: 41`,
});

export const widgetSamples = (origin: string) => ({
  organization: `<script src="${origin}/widget.js" data-organization="3" async></script>`,
  business: `<script src="${origin}/widget.js" data-business="12" async></script>`,
});

/** A receiver's check of a delivery's signature; the page's test runs it. */
export const WEBHOOK_VERIFIER = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whether a delivery's MainWork-Signature header was made with your subscription's secret. */
export function verifySignature(header, rawBody, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

export const documentSamples = (origin: string) => ({
  generate: `npx openapi-typescript ${origin}/api/docs/json -o mainwork-api.d.ts`,
});
