import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database-setup.ts';
import { createAdmin } from './modules/users/create-admin.ts';
import { createPasswordHasher } from './infra/password-hashing.ts';
import { configuredStorage } from './infra/storage/configured-storage.ts';
import { copyStoredFiles } from './infra/storage/copy-storage.ts';
import { createDiskStorage } from './infra/storage/file-storage.ts';

const USAGE = `Usage:
  pnpm cli create-admin --email E --password P   create an admin, or promote an existing user
  pnpm cli storage:copy                          copy the files under UPLOADS_DIR into the S3_BUCKET bucket
                                                 (files already there are skipped)`;

async function createAdminCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig(undefined, { seedDemoData: false });
  const { database, embedded } = await prepareDatabase(config, {
    info: () => undefined,
    warn: (msg) => console.warn(msg),
  });
  try {
    const result = await createAdmin(database.prisma, createPasswordHasher({ memoryCost: config.argon2MemoryKiB }), {
      email: values.email,
      password: values.password,
    });
    console.log(`${result.created ? 'Created' : 'Promoted'} admin ${result.email}.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

async function storageCopyCommand(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error('storage:copy copies UPLOADS_DIR into a bucket: set S3_BUCKET and the AWS settings (README).');
    return 1;
  }
  console.log(`Copying ${config.uploadsDir} into the bucket ${config.s3.bucket}…`);
  const { copied, skipped } = await copyStoredFiles(
    createDiskStorage(config.uploadsDir),
    configuredStorage(config),
    (line) => console.log(line),
  );
  console.log(`Done: ${copied} copied, ${skipped} already in the bucket.`);
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-admin') process.exitCode = await createAdminCommand(rest);
else if (command === 'storage:copy') process.exitCode = await storageCopyCommand();
else {
  console.error(USAGE);
  process.exitCode = command ? 1 : 0;
}
