import type { PrismaClient } from '@mainwork/db';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { endAllSessions } from '../auth/sessions.ts';

/**
 * Creates an admin, or makes an existing user an admin with the given password (their sessions end,
 * so the new role and password take effect everywhere).
 */
export async function createAdmin(
  prisma: PrismaClient,
  passwords: PasswordHasher,
  input: { email: string; password: string },
): Promise<{ created: boolean; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Invalid e-mail address: ${input.email}`);
  const problems = passwordProblems(input.password, { email });
  if (problems.length > 0) throw new Error(problems.join(' '));
  const passwordHash = await passwords.hash(input.password);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) {
      await tx.user.update({
        where: { id: existing.id },
        data: { role: 'Admin', passwordHash, passwordChangedAt: new Date() },
      });
      await endAllSessions(tx, existing.id);
      return { created: false, email };
    }
    // The operator typed the address on the server itself: it counts as confirmed.
    await tx.user.create({ data: { email, passwordHash, role: 'Admin', emailConfirmedAt: new Date() } });
    return { created: true, email };
  });
}
