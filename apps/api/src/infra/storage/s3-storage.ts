import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config.ts';
import { checkStorageKey, type FileStorage } from './file-storage.ts';

/**
 * An upload goes up in parts of this size, one at a time: at most about two parts of one upload are in memory
 * (the one being sent and the next being gathered), whatever the file's size. 5 MiB is S3's smallest part.
 */
const PART_BYTES = 5 * 1024 * 1024;

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
      const upload = new Upload({
        client,
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
        params: {
          Bucket: bucket,
          Key: checkStorageKey(key),
          Body: data,
          ...(options?.contentType ? { ContentType: options.contentType } : {}),
        },
      });
      // The stream's own error (too large, cut short) is what callers tell apart, not the SDK's wrapping of it.
      let streamError: unknown;
      data.once('error', (error) => (streamError ??= error));
      try {
        await upload.done();
      } catch (error) {
        throw streamError ?? error;
      }
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
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
