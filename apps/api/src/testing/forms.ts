import type { Response, Test } from 'supertest';

/** A multipart field: a text value, or a file as its contents (with a file name). */
export type FormValue = string | Blob | [Blob, string];

/**
 * Sends `fields` as a multipart/form-data body, in order, as a browser's form would: text values as
 * fields, files as attachments with their name and type.
 */
export async function sendForm(request: Test, fields: FormData | Record<string, FormValue>): Promise<Response> {
  const entries: Array<[string, FormValue]> =
    fields instanceof FormData
      ? [...fields].map(([name, value]) => [name, typeof value === 'string' ? value : [value, value.name]])
      : Object.entries(fields);
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      request.field(name, value);
      continue;
    }
    const [blob, filename] = Array.isArray(value) ? value : [value, 'blob'];
    request.attach(name, Buffer.from(await blob.arrayBuffer()), {
      filename,
      contentType: blob.type || 'application/octet-stream',
    });
  }
  return request;
}
