import type { Config } from '../../config.ts';
import { createDiskStorage, type FileStorage } from './file-storage.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, the uploads folder otherwise. */
export function configuredStorage(config: Pick<Config, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3
    ? createS3Storage(createS3Client(config.s3), config.s3.bucket)
    : createDiskStorage(config.uploadsDir);
}
