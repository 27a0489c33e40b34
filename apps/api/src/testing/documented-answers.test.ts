import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, upload } from './documents.ts';
import { sendForm } from './forms.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { createUser, signIn } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('answers of the test client are checked against the API document', () => {
  it('lets documented answers through: JSON lists, errors in the error shape, files', async () => {
    await t.client().get('/api/v1/regions').expect(200);
    await t.client().get('/api/v1/jobs?page=0').expect(400);
    await t.client().get('/api/v1/me/applications').expect(401);
  });

  it('fails a request whose answer the document does not describe', async () => {
    const client = t.client();
    const user = await createUser(t.db, { role: 'Hunter' });
    await signIn(client, user);
    const saved = await sendForm(client.post('/api/v1/me/default_application'), {
      'default_application[first_name]': 'Ada',
      'default_application[last_name]': 'Byron',
      'default_application[email]': user.email,
      'default_application[phone]': '6175550100',
      'default_application[resume]': upload(pdfBytes(), 'cv.pdf'),
    });
    expect(saved.status).toBe(201);
    await client.get('/api/v1/me/default_application/resume').expect(200);

    // The stored file now claims a kind no document field accepts: the route would send it as HTML.
    await t.db.prisma.storedFile.updateMany({ where: { filename: 'cv.pdf' }, data: { contentType: 'text/html' } });
    await expect(client.get('/api/v1/me/default_application/resume')).rejects.toThrow(
      "GET /api/v1/me/default_application/resume (/api/v1/me/default_application/resume) answered 200 as 'text/html', not as the document says (application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document)",
    );
  });
});
