import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { docxBytes, pdfBytes, upload } from '../../testing/documents.ts';
import { sendForm } from '../../testing/forms.ts';
import { filesInStorage } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { newSignedInUser, PNG_BYTES } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v1/me/default_application';

function send(client: Agent, method: 'POST' | 'PUT', fields: Record<string, string | [Blob, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, value);
  }
  return sendForm(client[method === 'POST' ? 'post' : 'put'](PATH), form);
}

describe('Instant Apply defaults', () => {
  it('do not exist until saved: 404 with the spec’s message', async () => {
    const client = (await newSignedInUser(t)).client;
    const response = await client.get(PATH);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'We are sorry. Instant Apply defaults do not exist.' });
    expect((await sendForm(client.put(PATH), new FormData())).body).toEqual(response.body);
  });

  it('are created with contact fields and files, read back, and their files fetched by their owner', async () => {
    const client = (await newSignedInUser(t)).client;
    const resume = pdfBytes(12_345);
    const created = await send(client, 'POST', {
      'default_application[first_name]': 'Grace',
      'default_application[last_name]': 'Hopper',
      'default_application[email]': 'Grace@Example.com',
      'default_application[phone]': '(617)-555-0199',
      'default_application[resume]': upload(resume, 'cv.pdf'),
    });
    expect(created.status).toBe(201);
    const expected = {
      id: expect.any(Number),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '6175550199',
      resume_url: '/api/v1/me/default_application/resume',
      resume_filename: 'cv.pdf',
      cover_letter_url: null,
      cover_letter_filename: null,
    };
    expect(created.body).toEqual(expected);
    expect((await client.get(PATH)).body).toEqual(created.body);

    const file = await client.get(`${PATH}/resume`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body.length).toBe(resume.length);
    expect((await client.get(`${PATH}/cover_letter`)).status).toBe(404);

    const again = await send(client, 'POST', { 'default_application[first_name]': 'Again' });
    expect(again.status).toBe(409);
  });

  it('are created once when saved several times at once, and the losers leave no file', async () => {
    const client = (await newSignedInUser(t)).client;
    const before = await filesInStorage(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(client, 'POST', { 'default_application[resume]': upload(pdfBytes(), 'cv.pdf') }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await filesInStorage(t)).length).toBe(before.length + 1);
  });

  it('are updated field by field; a new file replaces the old one, which is deleted, and a file not sent is kept', async () => {
    const client = (await newSignedInUser(t)).client;
    await send(client, 'POST', {
      'default_application[first_name]': 'Alan',
      'default_application[resume]': upload(pdfBytes(), 'old.pdf'),
      'default_application[cover_letter]': upload(pdfBytes(), 'letter.pdf'),
    });
    const before = await filesInStorage(t);
    const updated = await send(client, 'PUT', {
      'default_application[first_name]': 'Alan',
      'default_application[last_name]': 'Turing',
      'default_application[email]': '',
      'default_application[phone]': '6175550123',
      'default_application[resume]': upload(docxBytes(), 'new.docx'),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      email: null,
      phone: '6175550123',
      resume_filename: 'new.docx',
      cover_letter_filename: 'letter.pdf',
    });
    const after = await filesInStorage(t);
    expect(after.length).toBe(before.length);
    expect(after.filter((file) => !before.includes(file))).toEqual([expect.stringMatching(/^resumes\/.*\.docx$/)]);
    expect((await client.get(`${PATH}/resume`)).headers['content-disposition']).toBe('attachment; filename="new.docx"');
  });

  it('refuse invalid fields and files with field errors, keeping what was saved', async () => {
    const client = (await newSignedInUser(t)).client;
    await send(client, 'POST', { 'default_application[first_name]': 'Kept' });
    const before = await filesInStorage(t);
    const invalid = await send(client, 'PUT', {
      'default_application[first_name]': 'x'.repeat(5_000),
      'default_application[email]': 'nope',
      'default_application[phone]': '123',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      error: {
        first_name: ['First name must be 100 characters or fewer.'],
        email: ['Enter an e-mail address like name@example.com.'],
        phone: ['Enter a phone number with 10 digits.'],
      },
    });
    const image = await send(client, 'PUT', {
      'default_application[first_name]': 'Kept',
      'default_application[cover_letter]': upload(PNG_BYTES, 'letter.pdf'),
    });
    expect(image.body).toEqual({
      error: { cover_letter: ['The cover letter must be a PDF or Word (.docx) document.'] },
    });
    const validButTooBig = await send(client, 'PUT', {
      'default_application[first_name]': 'x'.repeat(5_000),
      'default_application[resume]': upload(pdfBytes(), 'cv.pdf'),
    });
    expect(validButTooBig.status).toBe(422);
    expect(await filesInStorage(t)).toEqual(before);
    expect((await client.get(PATH)).body).toMatchObject({ first_name: 'Kept', resume_url: null });
  });

  it('belong to candidates: employers and admins are refused, visitors must sign in', async () => {
    for (const role of ['Employer', 'Admin'] as const) {
      const { client } = await newSignedInUser(t, { role });
      expect((await client.get(PATH)).status).toBe(403);
      expect((await send(client, 'POST', { 'default_application[first_name]': 'X' })).status).toBe(403);
      expect((await send(client, 'PUT', { 'default_application[first_name]': 'X' })).status).toBe(403);
    }
    expect((await t.client().get(PATH)).status).toBe(401);
    expect((await t.client().get(`${PATH}/resume`)).status).toBe(401);
  });
});
