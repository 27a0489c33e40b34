import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import type { FileField } from '@mainwork/contracts';
import type { FileStorage } from '../infra/storage/file-storage.ts';
import {
  describeKinds,
  MAX_IMAGE_PIXELS,
  storeUploadStream,
  type StoredUpload,
} from '../infra/storage/store-upload.ts';
import { fieldKey } from '../plugins/errors.ts';
import { isAcceptableText, UNACCEPTABLE_TEXT_MESSAGE } from './acceptable-text.ts';
import { AppError } from './app-error.ts';

/** A file of the request, already in storage (streamed there while the body was read). */
export type UploadedFile = StoredUpload & { field: string };

/** Largest single file any endpoint accepts (the parser's cap); per-field limits come from the contract. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The files a request stored, by field name. They belong to the request until it succeeds: when it
 * fails (bad fields, a refused job, a lost race, a database error) they are removed again, so a
 * failed request never leaves a file behind.
 */
export class ReceivedUploads {
  private readonly byField = new Map<string, UploadedFile>();

  constructor(private readonly storage: FileStorage) {}

  get(field: string): UploadedFile | undefined {
    return this.byField.get(field);
  }

  add(file: UploadedFile): void {
    this.byField.set(file.field, file);
  }

  has(field: string): boolean {
    return this.byField.has(field);
  }

  async discard(): Promise<void> {
    const files = [...this.byField.values()];
    this.byField.clear();
    await Promise.all(files.map((file) => this.storage.remove(file.storageKey).catch(() => undefined)));
  }
}

type Parts = AsyncIterator<Multipart>;

/**
 * The next part of the body. The parser's own refusals (limits) keep their 4xx status; anything else
 * it throws means the body is not well-formed multipart (no boundary, cut short): a bad request.
 */
async function nextPart(parts: Parts): Promise<IteratorResult<Multipart>> {
  try {
    return await parts.next();
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('bad_request', 'The multipart body is malformed.');
  }
}

/** A part's field name; a part with none (or with a name breaking the text rule) is a bad request. */
function partName(part: Multipart): string {
  const name: unknown = part.fieldname;
  const problem =
    typeof name !== 'string' || name === ''
      ? 'A multipart part has no name.'
      : isAcceptableText(name)
        ? null
        : `A multipart field name ${UNACCEPTABLE_TEXT_MESSAGE}.`;
  if (problem === null) return name as string;
  if (part.type === 'file') part.file.resume();
  throw new AppError('bad_request', problem);
}

/** The error key of a bracket name: `default_application[first_name]` → `first_name`. */
function multipartFieldKey(name: string): string {
  return fieldKey(`/${name.replace(/\[\]$/, '').replace(/\]/g, '').split('[').join('/')}`);
}

/** `business[logo]` → `logos`, `application[cover_letter]` → `cover_letters`. */
function storageFolder(field: string): string {
  const last = [...field.matchAll(/\w+/g)].at(-1)?.[0] ?? 'upload';
  return `${last}s`;
}

/**
 * Reads a multipart body: text fields nested by their bracket names (`business[address_attributes][city]`);
 * each file part streamed to storage as it arrives, judged by its first bytes and cut off at its
 * field's limit, never held whole in memory. An empty file part (no file chosen) counts as absent.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Record<string, FileField>,
  storage: FileStorage,
): Promise<{ fields: Record<string, unknown>; uploads: ReceivedUploads }> {
  // A Map, so that a field named `__proto__` is a field like any other.
  const flat = new Map<string, string | string[]>();
  const uploads = new ReceivedUploads(storage);
  const limits = { fileSize: MAX_UPLOAD_BYTES, fields: 200, files: 10 };
  const parts: Parts = request.parts({ limits })[Symbol.asyncIterator]();
  try {
    for (let step = await nextPart(parts); !step.done; step = await nextPart(parts)) {
      const part = step.value;
      const name = partName(part);
      if (part.type === 'file') {
        const spec = Object.hasOwn(fileFields, name) ? fileFields[name] : undefined;
        if (!spec || uploads.has(name)) {
          part.file.resume();
          throw new AppError('bad_request', `Unexpected file field ${name}.`);
        }
        const result = await storeUploadStream(storage, part.file, {
          kinds: spec.kinds,
          maxBytes: spec.maxBytes,
          folder: storageFolder(name),
          filename: part.filename || 'upload',
          ...(spec.resize ? { resize: spec.resize } : {}),
        });
        if ('stored' in result) uploads.add({ field: name, ...result.stored });
        else if (result.rejected === 'kind')
          throw AppError.invalid({ [spec.errorKey]: [`must be ${describeKinds(spec.kinds)}`] });
        else if (result.rejected === 'cut_short') throw new AppError('bad_request', 'The multipart body is malformed.');
        else if (result.rejected === 'pixels')
          throw AppError.invalid({
            [spec.errorKey]: [`is too large (maximum is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`],
          });
        else if (result.rejected === 'size')
          throw AppError.invalid({
            [spec.errorKey]: [`is too large (maximum is ${Math.round(spec.maxBytes / 1024 / 1024)} MB)`],
          });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!isAcceptableText(value))
          throw AppError.invalid({ [multipartFieldKey(name)]: [UNACCEPTABLE_TEXT_MESSAGE] });
        const key = name.endsWith('[]') ? name.slice(0, -2) : name;
        const previous = flat.get(key);
        if (name.endsWith('[]')) flat.set(key, [...(Array.isArray(previous) ? previous : []), value]);
        else flat.set(key, value);
      }
    }
  } catch (error) {
    await parts.return?.(undefined).catch(() => undefined);
    await uploads.discard();
    throw error;
  }
  return {
    fields: qs.parse(Object.fromEntries(flat) as Record<string, string>, {
      depth: 5,
      // `name[]` fields are lists already; a bracketed number is a key (`application[answers][12]`), not an index.
      parseArrays: false,
    }) as Record<string, unknown>,
    uploads,
  };
}
