import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedImage } from '../../testing/images.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { PNG_BYTES } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function store(key: string, isPublic: boolean) {
  await t.app.services.storage.put(key, Readable.from([PNG_BYTES]));
  return t.db.prisma.storedFile.create({
    data: {
      storageKey: key,
      filename: 'logo.png',
      contentType: 'image/png',
      byteSize: PNG_BYTES.length,
      public: isPublic,
    },
  });
}

describe('public files', () => {
  it('serves a public image with its type, caching and nosniff', async () => {
    const file = await store('logos/test/public.png', true);
    const response = await fetch(`${t.baseUrl}/api/v1/files/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('never serves a private file here, nor an unknown one, nor their thumbnails', async () => {
    const file = await store('resumes/test/private.png', false);
    for (const id of [file.id, 999999])
      for (const query of ['', '?size=thumbnail']) {
        const response = await t.client().get(`/api/v1/files/${id}${query}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: 'File not found.' });
      }
  });

  it('serves a thumbnail never larger than its image, and refuses a size it does not know', async () => {
    const file = await store('logos/test/tiny.png', true);
    expect(await servedImage(t.baseUrl, `/api/v1/files/${file.id}?size=thumbnail`)).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const unknown = await t.client().get(`/api/v1/files/${file.id}?size=huge`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: expect.stringContaining('size') });
  });
});
