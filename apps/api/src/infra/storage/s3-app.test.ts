import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../testing/cookies.ts';
import { pdfBytes, upload } from '../../testing/documents.ts';
import { sendForm } from '../../testing/forms.ts';
import { imageBlob, multipartForm, servedImage } from '../../testing/images.ts';
import { createJob } from '../../testing/jobs.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { filesInStorage } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient } from '../../testing/users.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';
import { thumbnailKey } from './image-thumbnails.ts';
import { loadConfig } from '../../config.ts';

let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await startTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** The bucket through a client of its own rather than the app's. */
function bucket() {
  const settings = loadConfig({ NODE_ENV: 'test', ...s3.env }).s3!;
  return createS3Storage(createS3Client(settings), settings.bucket);
}

async function objectsInBucket() {
  const keys: string[] = [];
  for await (const key of bucket().list()) keys.push(key);
  return keys.sort();
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the API with its files in an S3 bucket', () => {
  it('keeps an uploaded logo in the bucket, serves it and its thumbnail from there, nothing on disk', async () => {
    const owner = await createUser(t.db, { role: 'Employer' });
    const client = await signedInClient(t, owner);
    const response = await sendForm(
      client.put(`/api/v1/businesses/${owner.businessId}`),
      multipartForm([['business[logo]', [await imageBlob(800, 600), 'logo.png']]]),
    );
    expect(response.status).toBe(200);
    const { logo } = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: owner.businessId! },
      include: { logo: true },
    });
    expect(await objectsInBucket()).toContain(logo!.storageKey);

    const served = await fetch(new URL(response.body.logo, t.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(logo!.byteSize));
    const head = await fetch(new URL(response.body.logo, t.baseUrl), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(logo!.byteSize));
    expect(await servedImage(t.baseUrl, response.body.logo)).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(await servedImage(t.baseUrl, `${response.body.logo}?size=thumbnail`)).toMatchObject({
      width: 96,
      height: 72,
    });
    expect(await objectsInBucket()).toContain(thumbnailKey(logo!.storageKey));
    expect(await filesInStorage(t)).toEqual(await objectsInBucket());
    expect(await fs.readdir(t.config.uploadsDir).catch(() => [])).toEqual([]);
  });

  it('keeps a resume in the bucket and streams it back as the download', async () => {
    const employer = await createUser(t.db, { role: 'Employer' });
    const job = await createJob(t.db, { businessId: employer.businessId!, title: 'Bucket job' });
    const applicant = await createUser(t.db);
    const client = await signedInClient(t, applicant);
    const resume = pdfBytes(200_000);
    const applied = await sendForm(client.post(`/api/v1/jobs/${job.id}/applications`), {
      'application[first_name]': 'Ada',
      'application[last_name]': 'Lovelace',
      'application[email]': 'ada@example.com',
      'application[phone]': '6175550100',
      'application[resume]': upload(resume, 'cv.pdf', 'application/pdf'),
    });
    expect(applied.status).toBe(201);
    const application = await t.db.prisma.application.findUniqueOrThrow({
      where: { id: applied.body.id },
      include: { resume: true },
    });
    expect(await objectsInBucket()).toContain(application.resume!.storageKey);

    const download = await fetch(`${t.baseUrl}${applied.body.resume_url}`, {
      headers: { cookie: `mw_session=${cookieOf(client, 'mw_session')}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(resume.length));
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
  });

  it('answers 404 for a file gone from the bucket, and 503, not 404, while the bucket cannot be reached', async () => {
    const key = 'logos/test/gone.png';
    const gone = await t.db.prisma.storedFile.create({
      data: { storageKey: key, filename: 'gone.png', contentType: 'image/png', byteSize: 10, public: true },
    });
    const missing = await t.client().get(`/api/v1/files/${gone.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'File not found.' });

    const unreachable = await startTestApp({
      env: { ...s3.env, AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const file = await unreachable.db.prisma.storedFile.create({
        data: { storageKey: key, filename: 'gone.png', contentType: 'image/png', byteSize: 10, public: true },
      });
      const response = await unreachable.client().get(`/api/v1/files/${file.id}`);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: 'The service is briefly unavailable. Please try again in a moment.' });
    } finally {
      await unreachable.close();
    }
  });
});
