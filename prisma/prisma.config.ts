import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';
import { poolConfigFromUrl } from './src/connection.ts';

// schema.prisma names env("DATABASE_URL") only so that the schema validates; `prisma generate` needs
// no database, so give it a placeholder. Commands that connect go through `adapter` below.
process.env.DATABASE_URL ??= 'postgresql://generate-only@localhost/none';

// The Prisma CLI runs on its bundled WebAssembly schema engine through the pg driver adapter,
// because the native engine cannot be downloaded here (docs/decisions/002-prisma-offline.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'migrations') },
  async adapter() {
    return new PrismaPg(poolConfigFromUrl(process.env.DATABASE_URL!));
  },
});
