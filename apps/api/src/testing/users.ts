import type { Role } from '@mainwork/db';
import type { TestDatabase } from '@mainwork/db/testing';
import type { Agent } from 'supertest';
import { createPasswordHasher } from '../infra/password-hashing.ts';

export const TEST_PASSWORD = 'Sup3r-secret-pass';
const hasher = createPasswordHasher({ memoryCost: 1024 });
let counter = 0;

export type TestUser = { id: number; email: string; password: string; role: Role; businessId: number | null };

/**
 * Inserts a user directly (an Employer gets a business, and a membership unless told not to), its address
 * confirmed unless told not to.
 */
export async function createUser(
  db: TestDatabase,
  options: {
    role?: Role;
    email?: string;
    membership?: boolean;
    /** false: an Employer on no team yet (to be added to one with `addToTeam`). */
    business?: boolean;
    organizationIds?: number[];
    /** false: an account whose address is not confirmed yet, as a new sign-up's is. */
    emailConfirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'Hunter';
  const email = options.email ?? `${role.toLowerCase()}-${++counter}-${Date.now()}@example.com`;
  const user = await db.prisma.user.create({
    data: {
      email,
      role,
      emailConfirmedAt: options.emailConfirmed === false ? null : new Date(),
      passwordHash: await hasher.hash(TEST_PASSWORD),
      firstName: 'Test',
      lastName: role,
      ...(role === 'Employer' && options.business !== false
        ? {
            businessMember: {
              create: {
                role: 'owner',
                status: 'active',
                joinedAt: new Date(),
                business: {
                  create: {
                    name: `Business of ${email}`,
                    ...(options.membership === false ? {} : { membership: { create: { termsVersion: '1.0' } } }),
                  },
                },
              },
            },
          }
        : {}),
      ...(options.organizationIds?.length
        ? { organizationAdmins: { create: options.organizationIds.map((organizationId) => ({ organizationId })) } }
        : {}),
    },
    include: { businessMember: true },
  });
  return { id: user.id, email, password: TEST_PASSWORD, role, businessId: user.businessMember?.businessId ?? null };
}

/** Puts a user on a business's team as an active member (docs/decisions/054-team-members.md). */
export async function addToTeam(
  db: TestDatabase,
  user: TestUser,
  options: { businessId: number; role: 'owner' | 'recruiter' },
): Promise<TestUser> {
  await db.prisma.businessMember.create({
    data: {
      businessId: options.businessId,
      userId: user.id,
      role: options.role,
      status: 'active',
      joinedAt: new Date(),
    },
  });
  return { ...user, businessId: options.businessId };
}

export async function signIn(client: Agent, user: { email: string; password: string }): Promise<void> {
  const response = await client.post('/auth/login').send({ email: user.email, password: user.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
}

/** A new client of the app (its own cookie jar, sending `headers` with each request), signed in as the user. */
export async function signedInClient(
  app: { client(headers?: Record<string, string>): Agent },
  user: { email: string; password: string },
  headers?: Record<string, string>,
): Promise<Agent> {
  const client = app.client(headers);
  await signIn(client, user);
  return client;
}

/** A new user (with `createUser`'s options: a Hunter by default) and a new client of the app signed in as them. */
export async function newSignedInUser(
  app: { db: TestDatabase; client(): Agent },
  options: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; client: Agent }> {
  const user = await createUser(app.db, options);
  return { user, client: await signedInClient(app, user) };
}

/** A 1×1 PNG, for logo uploads. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
