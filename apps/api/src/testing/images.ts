import sharp from 'sharp';
import { expect } from 'vitest';
import type { FormValue } from './forms.ts';

/** A multipart body from its parts in order; a file part is [contents, file name]. */
export function multipartForm(fields: Array<[string, FormValue]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) {
    if (Array.isArray(value)) data.append(name, value[0], value[1]);
    else data.append(name, value);
  }
  return data;
}

/** A plain image of this size, as a browser would upload it. */
export async function imageBlob(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2050a0' } })
    .toFormat(format)
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

/** The image behind a public file URL, as the browser gets it: format and dimensions. */
export async function servedImage(baseUrl: string, url: string) {
  const response = await fetch(new URL(url, baseUrl));
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}
