import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../infra/storage/file-storage.ts';
import { upload } from '../testing/documents.ts';
import { sendForm } from '../testing/forms.ts';
import { filesInStorage } from '../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { PNG_BYTES } from '../testing/users.ts';

let t: TestApp;
let putStarted: () => void = () => undefined;
const putStartedOnce = new Promise<void>((resolve) => (putStarted = resolve));
beforeAll(async () => {
  t = await startTestApp({
    storage: (configured): FileStorage => ({
      ...configured,
      put(key, data, options) {
        putStarted();
        return configured.put(key, data, options);
      },
    }),
  });
});
afterAll(() => t.close());

const employerFields = (email: string) => ({
  email,
  password: 'flour4ever',
  phone: '6175550134',
  role_name: 'Employer',
  'business[name]': 'Streaming Bakery',
  'business[employer_size_id]': '1',
});

/** A PNG header followed by `size` bytes: a valid kind, any size. */
const pngOfSize = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size)]);

/** A sign-up body up to the start of its logo's bytes, as a browser streams it. */
function signUpHeadWithLogo(boundary: string, email: string): string {
  const fields = Object.entries(employerFields(email))
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return `${fields}--${boundary}\r\nContent-Disposition: form-data; name="business[logo]"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
}

describe('multipart uploads', () => {
  it('streams a file to storage while the upload is still arriving, not after reading it whole', async () => {
    const boundary = 'mw-stream-test';
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(signUpHeadWithLogo(boundary, 'stream@bakery.example')));
        controller.enqueue(new Uint8Array(pngOfSize(200 * 1024)));
        // The rest is only sent once storage has started receiving the file.
        const started = await Promise.race([
          putStartedOnce.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
        ]);
        if (!started) controller.error(new Error('storage saw nothing before the upload ended'));
        controller.enqueue(new Uint8Array(Buffer.alloc(200 * 1024)));
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const response = await fetch(`${t.baseUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    const business = await t.db.prisma.business.findFirstOrThrow({
      where: { name: 'Streaming Bakery' },
      include: { logo: true },
    });
    expect(business.logo).toMatchObject({ contentType: 'image/png' });
    // What is kept is the image re-encoded: the 400 KB sent after its end are not.
    const stored = await t.app.services.storage.read(business.logo!.storageKey);
    stored.body.destroy();
    expect(business.logo!.byteSize).toBe(stored.byteSize);
    expect(stored.byteSize).toBeLessThan(1024);
  });

  it('cuts a file off at its limit while streaming: a field error, nothing stored, no account', async () => {
    const before = await filesInStorage(t);
    const response = await sendForm(t.client().post('/auth/register'), {
      ...employerFields('too-big@bakery.example'),
      'business[logo]': upload(pngOfSize(6 * 1024 * 1024), 'logo.png', 'image/png'),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { 'businesses.logo': ['Choose a business logo file of 5 MB or less.'] } });
    expect(await filesInStorage(t)).toEqual(before);
    expect(await t.db.prisma.user.count({ where: { email: 'too-big@bakery.example' } })).toBe(0);
  });

  it('removes a stored file again when the request fails after the upload', async () => {
    const before = await filesInStorage(t);
    const response = await sendForm(t.client().post('/auth/register'), {
      ...employerFields('stream@bakery.example'),
      'business[logo]': upload(pngOfSize(10), 'logo.png', 'image/png'),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: { email: ['An account already uses this e-mail address. Log in, or use another e-mail address.'] },
    });
    expect(await filesInStorage(t)).toEqual(before);
  });

  it('refuses a second file in the same field and keeps neither', async () => {
    const before = await filesInStorage(t);
    const form = new FormData();
    for (const [name, value] of Object.entries(employerFields('twice@bakery.example'))) form.append(name, value);
    form.append('business[logo]', new Blob([PNG_BYTES]), 'one.png');
    form.append('business[logo]', new Blob([PNG_BYTES]), 'two.png');
    const response = await sendForm(t.client().post('/auth/register'), form);
    expect(response.status).toBe(400);
    expect(await filesInStorage(t)).toEqual(before);
  });

  it('answers malformed multipart bodies with a 4xx in the error shape, never a 5xx', async () => {
    const raw = (contentType: string, body: string) =>
      fetch(`${t.baseUrl}/auth/register`, { method: 'POST', headers: { 'content-type': contentType }, body });
    const cases = [
      raw('multipart/form-data', 'no boundary at all'),
      raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\ncut'),
      raw('multipart/form-data; boundary=x', 'not a multipart body'),
      raw(
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="business[logo]"; filename="a.png"\r\n\r\n${PNG_BYTES.toString('latin1')}`,
      ),
      raw(
        'multipart/form-data; boundary=x',
        Array.from({ length: 250 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join(
          '',
        ) + '--x--\r\n',
      ),
    ];
    const before = await filesInStorage(t);
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toEqual({ error: expect.anything() });
    }
    expect(await filesInStorage(t)).toEqual(before);
  });

  it('keeps nothing of an upload the visitor abandons halfway', async () => {
    const boundary = 'mw-abandoned';
    const before = await filesInStorage(t);
    const { port } = new URL(t.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(signUpHeadWithLogo(boundary, 'gone@bakery.example'));
    socket.write(pngOfSize(100 * 1024));
    // The logo is on its way to storage when the connection drops.
    await expect.poll(async () => (await filesInStorage(t)).length, { timeout: 5_000 }).toBe(before.length + 1);
    socket.destroy();
    // The server notices the closed connection on its own time.
    await expect.poll(async () => (await filesInStorage(t)).length, { timeout: 5_000 }).toBe(before.length);
    expect(await t.db.prisma.user.findUnique({ where: { email: 'gone@bakery.example' } })).toBeNull();
  });
});
