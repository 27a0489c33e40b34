import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../testing/cookies.ts';
import { docxBytes, pdfBytes, upload } from '../../testing/documents.ts';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
const actors: Record<string, TestUser> = {};
let applicationId: number;
const resume = pdfBytes(30_000);

beforeAll(async () => {
  t = await startTestApp();
  const organization = await t.db.prisma.organization.create({ data: { name: 'Files Chamber' } });
  actors.applicant = await createUser(t.db);
  actors.otherHunter = await createUser(t.db);
  actors.employer = await createUser(t.db, { role: 'Employer' });
  actors.otherEmployer = await createUser(t.db, { role: 'Employer' });
  actors.orgAdmin = await createUser(t.db, { organizationIds: [organization.id] });
  actors.admin = await createUser(t.db, { role: 'Admin' });
  const job = await createJob(t.db, { businessId: actors.employer.businessId!, title: 'Files job' });
  const client = await clientOf('applicant');
  const response = await sendForm(client.post(`/api/v1/jobs/${job.id}/applications`), {
    'application[first_name]': 'Ada',
    'application[last_name]': 'Lovelace',
    'application[email]': 'ada@example.com',
    'application[phone]': '6175550100',
    'application[resume]': upload(resume, '../../evil<script>.pdf', 'application/pdf'),
  });
  expect(response.status).toBe(201);
  applicationId = response.body.id;
});
afterAll(() => t.close());

async function clientOf(actor: string) {
  const client = t.client();
  if (actors[actor]) await signIn(client, actors[actor]);
  return client;
}

describe('application file downloads', () => {
  it('serve the resume as an attachment to the applicant, the job’s employer and admins', async () => {
    for (const actor of ['applicant', 'employer', 'admin']) {
      const response = await fetch(`${t.baseUrl}/api/v1/applications/${applicationId}/resume`, {
        headers: { cookie: `mw_session=${cookieOf(await clientOf(actor), 'mw_session')}` },
      });
      expect(response.status, actor).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="evil_script_.pdf"');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(resume)).toBe(true);
    }
  });

  it('tell everyone else nothing: 404 whether or not the application exists, 401 when signed out', async () => {
    for (const actor of ['otherHunter', 'otherEmployer', 'orgAdmin']) {
      const client = await clientOf(actor);
      const response = await client.get(`/api/v1/applications/${applicationId}/resume`);
      expect(response.status, actor).toBe(404);
      expect(response.body).toEqual({ error: 'File not found.' });
      expect((await client.get('/api/v1/applications/2000000000/resume')).body).toEqual(response.body);
    }
    expect((await t.client().get(`/api/v1/applications/${applicationId}/resume`)).status).toBe(401);
  });

  it('answer 404 for a file the application does not have, and 400 for ids that are not ids', async () => {
    const client = await clientOf('applicant');
    expect((await client.get(`/api/v1/applications/${applicationId}/cover_letter`)).status).toBe(404);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await client.get(`/api/v1/applications/${id}/resume`)).status, id).toBe(400);
    }
  });

  it('serve a Word cover letter with its own type', async () => {
    const job = await createJob(t.db, { businessId: actors.employer!.businessId!, title: 'Letters job' });
    const client = await clientOf('applicant');
    const applied = await sendForm(client.post(`/api/v1/jobs/${job.id}/applications`), {
      'application[first_name]': 'Ada',
      'application[last_name]': 'Lovelace',
      'application[email]': 'ada@example.com',
      'application[phone]': '6175550100',
      'application[cover_letter]': upload(docxBytes(), 'letter.docx'),
    });
    const response = await (await clientOf('employer')).get(`/api/v1/applications/${applied.body.id}/cover_letter`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="letter.docx"');
  });
});
