import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database-setup.ts';
import { createAdmin } from './modules/users/create-admin.ts';
import { createPasswordHasher } from './infra/password-hashing.ts';

const USAGE = `Usage:
  pnpm cli create-admin --email E --password P   create an admin, or promote an existing user`;

const [command, ...rest] = process.argv.slice(2);
if (command !== 'create-admin') {
  console.error(USAGE);
  process.exit(command ? 1 : 0);
}
const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error(USAGE);
  process.exit(1);
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
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
