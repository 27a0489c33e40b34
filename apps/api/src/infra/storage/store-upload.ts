import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { FILE_KIND_MEDIA_TYPES, type FileField, type ImageField } from '@mainwork/contracts';
import { ConcurrencyLimit } from '../concurrency-limit.ts';
import { newStorageKey, type FileStorage } from './file-storage.ts';

type Kind = FileField['kinds'][number];

const KIND_BY_MIME: Record<string, Kind> = Object.fromEntries(
  Object.entries(FILE_KIND_MEDIA_TYPES).map(([kind, mime]) => [mime, kind as Kind]),
);

/** Enough of a file's start to tell its kind: a DOCX is known by the first entries of its zip. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Images are decoded and written again (metadata and anything appended after the image dropped, so
 * an image/HTML polyglot cannot survive), refusing more pixels than this before decoding them: a
 * small file claiming huge dimensions (a decompression bomb) never reaches memory.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const IMAGE_KINDS = new Set<Kind>(['png', 'jpeg', 'webp']);

// Decoded uploads are not kept in libvips' operation cache.
sharp.cache(false);

/**
 * A decoded image takes up to 4 bytes a pixel (160 MB at the pixel limit): a few decoded at once per
 * process, the others wait their turn (their bodies wait with them), so parallel uploads cannot exhaust
 * memory.
 */
const imageDecodes = new ConcurrencyLimit(2);

/**
 * The one image pipeline: decodes and re-encodes in the same format, upright (EXIF orientation applied),
 * without metadata, shrunk to fit inside the field's box (a header's banner or logo needs no more pixels
 * than it shows; never enlarged). Every logo, banner and icon is stored through it, uploaded or generated.
 */
function imageReencoder(kind: Kind, box: ImageField['resize']): Sharp {
  const image = sharp({ limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  if (kind === 'png') return image.png();
  if (kind === 'webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

/**
 * A stored image (bytes the pipeline wrote, with their content type) re-encoded by the same pipeline to fit
 * `box`, in its own format; null when the content type is not an image's.
 */
export async function reencodeStoredImage(
  bytes: Buffer,
  contentType: string,
  box: ImageField['resize'],
): Promise<Buffer | null> {
  const kind = KIND_BY_MIME[contentType];
  if (!kind || !IMAGE_KINDS.has(kind)) return null;
  return imageDecodes.run(() => imageReencoder(kind, box).end(bytes).toBuffer());
}

/** A file written to storage under a server-generated key; the client's name is kept for display only. */
export type StoredUpload = {
  storageKey: string;
  filename: string;
  contentType: string;
  byteSize: number;
};

/**
 * Why a file was not stored: nothing sent, not an allowed kind (or an image that does not decode),
 * over the limit, the body ended inside it, or an image with more pixels than allowed.
 */
export type StoreUploadResult =
  { stored: StoredUpload } | { rejected: 'empty' | 'kind' | 'size' | 'cut_short' | 'pixels' };

/** The kind of a file judged by its first bytes (magic bytes), or null when it is none we accept. */
async function sniffKind(head: Buffer): Promise<{ kind: Kind; mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(head);
  const kind = detected && KIND_BY_MIME[detected.mime];
  return detected && kind ? { kind, mime: detected.mime, ext: detected.ext } : null;
}

class UploadTooLarge extends Error {}
class UploadCutShort extends Error {}

/**
 * Streams an upload into storage: the kind is judged on the first bytes before anything is written,
 * and the size limit is enforced while the rest flows through. A file that breaks either rule is
 * reported as rejected and leaves nothing in storage; the rest of it is read and dropped, so the
 * client still gets its answer on a clean connection.
 */
export async function storeUploadStream(
  storage: FileStorage,
  source: AsyncIterable<Buffer>,
  options: {
    kinds: FileField['kinds'];
    maxBytes: number;
    folder: string;
    filename: string;
    /** Required when the kinds are images: every image is resized to fit its box. */
    resize?: ImageField['resize'] | undefined;
  },
): Promise<StoreUploadResult> {
  if (!options.resize && (options.kinds as readonly Kind[]).some((kind) => IMAGE_KINDS.has(kind)))
    throw new Error('An image field needs the box its images are resized to (imageField in the contracts).');
  // Read by hand rather than with for-await, which would destroy the source on the first refusal.
  const iterator = source[Symbol.asyncIterator]();
  let byteSize = 0;
  const nextChunk = async (): Promise<Buffer | null> => {
    const next = await iterator.next().catch(() => {
      throw new UploadCutShort();
    });
    if (next.done) return null;
    byteSize += next.value.length;
    if (byteSize > options.maxBytes) throw new UploadTooLarge();
    return next.value;
  };
  const refuse = async (reason: 'kind' | 'size' | 'pixels'): Promise<StoreUploadResult> => {
    try {
      while (!(await iterator.next()).done);
    } catch {
      // The multipart parser's own cap ended the part: it is refused already.
    }
    return { rejected: reason };
  };

  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (headBytes < SNIFF_BYTES) {
      const chunk = await nextChunk();
      if (!chunk) {
        ended = true;
        break;
      }
      head.push(chunk);
      headBytes += chunk.length;
    }
  } catch (error) {
    if (error instanceof UploadTooLarge) return refuse('size');
    if (error instanceof UploadCutShort) return { rejected: 'cut_short' };
    throw error;
  }
  if (headBytes === 0) return { rejected: 'empty' };
  const sniffed = await sniffKind(Buffer.concat(head));
  if (!sniffed || !(options.kinds as readonly Kind[]).includes(sniffed.kind)) return refuse('kind');

  const storageKey = newStorageKey(options.folder, sniffed.ext);
  const whole = async function* () {
    yield* head;
    if (ended) return;
    for (let chunk = await nextChunk(); chunk; chunk = await nextChunk()) yield chunk;
  };
  let storedBytes = 0;
  let imageError: Error | undefined;
  let data = Readable.from(whole());
  if (IMAGE_KINDS.has(sniffed.kind)) {
    const input = data;
    const encoder = imageReencoder(sniffed.kind, options.resize!);
    encoder.on('error', (error: Error) => (imageError ??= error));
    input.on('error', (error) => encoder.destroy(error));
    input.pipe(encoder);
    data = Readable.from(
      (async function* () {
        try {
          for await (const chunk of encoder as AsyncIterable<Buffer>) {
            storedBytes += chunk.length;
            yield chunk;
          }
        } finally {
          input.destroy();
        }
      })(),
    );
  }
  try {
    const put = () => storage.put(storageKey, data, { contentType: sniffed.mime });
    if (IMAGE_KINDS.has(sniffed.kind)) await imageDecodes.run(put);
    else await put();
  } catch (error) {
    if (error instanceof UploadTooLarge) return refuse('size');
    if (error instanceof UploadCutShort) return { rejected: 'cut_short' };
    if (imageError && error === imageError) return refuse(/pixel limit/i.test(imageError.message) ? 'pixels' : 'kind');
    throw error;
  }
  return {
    stored: {
      storageKey,
      filename: displayName(options.filename, sniffed.ext),
      contentType: sniffed.mime,
      byteSize: IMAGE_KINDS.has(sniffed.kind) ? storedBytes : byteSize,
    },
  };
}

/** The client's name for display: no folders, no odd characters, and the extension of what the file is. */
function displayName(clientName: string, ext: string): string {
  const stem = path
    .basename(clientName)
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w. -]+/g, '_')
    .slice(0, 200);
  return `${stem || 'file'}.${ext}`;
}

/** How a field error names the accepted kinds: 'a JPG or PNG image', 'a PDF or Word (.docx) document'. */
export function describeKinds(kinds: FileField['kinds']): string {
  const names: Record<Kind, string> = { pdf: 'PDF', docx: 'Word (.docx)', png: 'PNG', jpeg: 'JPG', webp: 'WebP' };
  const images = kinds.every((kind) => kind === 'png' || kind === 'jpeg' || kind === 'webp');
  const ordered = [...kinds].sort((a, b) => (a === 'jpeg' ? -1 : b === 'jpeg' ? 1 : 0)).map((kind) => names[kind]);
  const list = ordered.length > 1 ? `${ordered.slice(0, -1).join(', ')} or ${ordered.at(-1)}` : ordered[0];
  return images ? `a ${list} image` : `a ${list} document`;
}

/** The `stored_files` row of an upload; public files (logos…) may be served to anyone. */
export function storedFileRow(upload: StoredUpload, options: { public: boolean }) {
  return {
    storageKey: upload.storageKey,
    filename: upload.filename,
    contentType: upload.contentType,
    byteSize: upload.byteSize,
    public: options.public,
  };
}

/**
 * Stores an image the product made itself (demo logos, banners, icons) exactly as an upload to `field`
 * would be: judged by content, re-encoded and resized by the same pipeline.
 */
export async function storeImageBytes(
  storage: FileStorage,
  bytes: Buffer,
  options: { field: ImageField; folder: string; filename: string },
): Promise<StoredUpload> {
  const result = await storeUploadStream(storage, Readable.from([bytes]), {
    kinds: options.field.kinds,
    maxBytes: options.field.maxBytes,
    resize: options.field.resize,
    folder: options.folder,
    filename: options.filename,
  });
  if ('rejected' in result) throw new Error(`The image ${options.filename} was refused (${result.rejected}).`);
  return result.stored;
}
