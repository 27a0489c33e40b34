import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');

/** Applies pending migrations with the Prisma CLI (`migrate deploy`), the documented way. */
export async function migrateDeploy(databaseUrl: string): Promise<void> {
  const prismaBin = path.join(packageDir, 'node_modules', '.bin', 'prisma');
  await run(prismaBin, ['migrate', 'deploy'], {
    cwd: packageDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}
