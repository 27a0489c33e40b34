import argon2 from 'argon2';

export type PasswordHasher = {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
  /** Spends the same time as a real check, so unknown accounts answer as slowly as known ones. */
  verifyNothing(plain: string): Promise<void>;
};

/** argon2id with the library's defaults (OWASP's minimum), memory lowered only by test config. */
export function createPasswordHasher(options: { memoryCost: number }): PasswordHasher {
  const params = { type: argon2.argon2id, memoryCost: options.memoryCost } as const;
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (plain) => argon2.hash(plain, params),
    async verify(hash, plain) {
      try {
        return await argon2.verify(hash, plain);
      } catch {
        return false;
      }
    },
    async verifyNothing(plain) {
      dummyHash ??= argon2.hash('not-a-real-password-0', params);
      await argon2.verify(await dummyHash, plain).catch(() => false);
    },
  };
}
