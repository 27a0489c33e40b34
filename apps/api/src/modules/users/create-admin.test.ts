import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createPasswordHasher } from '../../infra/password-hashing.ts';
import { createSession } from '../auth/sessions.ts';
import { createAdmin } from './create-admin.ts';

let db: TestDatabase;
const passwords = createPasswordHasher({ memoryCost: 1024 });
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('pnpm cli create-admin', () => {
  it('creates an admin with the given password', async () => {
    expect(await createAdmin(db.prisma, passwords, { email: 'Boss@Example.com', password: 'long-pass-123' })).toEqual({
      created: true,
      email: 'boss@example.com',
    });
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: 'boss@example.com' } });
    expect(admin.role).toBe('Admin');
    expect(await passwords.verify(admin.passwordHash, 'long-pass-123')).toBe(true);
  });

  it('promotes an existing user, sets the password and ends their sessions', async () => {
    const user = await db.prisma.user.create({ data: { email: 'hunter@example.com', passwordHash: 'x' } });
    await createSession(db.prisma, { userId: user.id, policy: { idleMs: 60_000, absoluteMs: 60_000 } });
    expect(
      (await createAdmin(db.prisma, passwords, { email: 'hunter@example.com', password: 'new-pass-123' })).created,
    ).toBe(false);
    const promoted = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(promoted.role).toBe('Admin');
    expect(await passwords.verify(promoted.passwordHash, 'new-pass-123')).toBe(true);
    expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a bad e-mail or a weak password', async () => {
    await expect(createAdmin(db.prisma, passwords, { email: 'nope', password: 'long-pass-123' })).rejects.toThrow(
      'Invalid e-mail',
    );
    await expect(createAdmin(db.prisma, passwords, { email: 'a@b.co', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters.',
    );
    await expect(createAdmin(db.prisma, passwords, { email: 'a@b.co', password: 'password1' })).rejects.toThrow(
      /This password is one of the most commonly used/,
    );
    await expect(
      createAdmin(db.prisma, passwords, { email: 'boss.two@example.com', password: 'boss.two@example.com' }),
    ).rejects.toThrow(/Password must not be your e-mail address/);
  });
});
