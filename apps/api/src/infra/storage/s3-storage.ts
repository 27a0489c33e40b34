import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config.ts';
import { checkStorageKey, StoredFileMissing, type FileStorage } from './file-storage.ts';

/**
 * A file larger than this goes up in parts of this size (S3's smallest), one at a time, each gathered in the same
 * buffer: one upload holds one part in memory, whatever the file's size. A smaller file is one plain put.
 */
export const PART_BYTES = 5 * 1024 * 1024;

/** The client for the configured bucket; what the settings leave out comes from the AWS SDK's own defaults. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** Files as objects in one bucket, under the same keys the disk uses for paths. */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  return {
    async put(key, data, options) {
      const target = { Bucket: bucket, Key: checkStorageKey(key) };
      const contentType = options?.contentType ? { ContentType: options.contentType } : {};
      // Not zero-filled: its memory is taken only as bytes are copied in, so a small file costs its own size.
      let part: Buffer | undefined;
      let filled = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const sendPart = async () => {
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ ...target, ...contentType }))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: part!.subarray(0, filled) }),
        );
        parts.push({ ETag, PartNumber });
        filled = 0;
      };
      try {
        // A failing stream throws its own error here (too large, cut short), which callers tell apart.
        for await (const chunk of data as AsyncIterable<Buffer>) {
          part ??= Buffer.allocUnsafe(PART_BYTES);
          for (let offset = 0; offset < chunk.length;) {
            if (filled === PART_BYTES) await sendPart();
            const copied = chunk.copy(part, filled, offset);
            filled += copied;
            offset += copied;
          }
        }
        // One part or less: a plain put of one buffer (a stream would go as aws-chunked encoding, which some
        // S3-compatible servers store as it is).
        if (uploadId === undefined)
          await client.send(
            new PutObjectCommand({ ...target, ...contentType, Body: part?.subarray(0, filled) ?? Buffer.alloc(0) }),
          );
        else {
          if (filled > 0) await sendPart();
          await client.send(
            new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
          );
        }
      } catch (error) {
        if (uploadId !== undefined)
          await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
        throw error;
      }
    },
    async read(key) {
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }))
        .catch((error: unknown) => {
          throw isMissing(error) ? new StoredFileMissing(key) : error;
        });
      return { body: object.Body as Readable, byteSize: object.ContentLength ?? 0 };
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket }))
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    },
  };
}
