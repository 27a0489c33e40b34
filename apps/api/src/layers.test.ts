import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The layer errors `pnpm lint` reports for `code` saved as `file` (relative to apps/api/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/api/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Loading ESLint with the whole configuration takes seconds on a busy machine.
describe('API layers (pnpm lint)', { timeout: 60_000 }, () => {
  it('refuses an import of a domain module from infra/, http/ and plugins/', async () => {
    for (const file of ['infra/probe.ts', 'infra/mail/probe.ts', 'http/probe.ts', 'plugins/probe.ts']) {
      const depth = file.split('/').length - 1;
      const up = '../'.repeat(depth);
      const errors = await layerErrors(
        file,
        `import { jobPageHead } from '${up}modules/seo/job-page.ts';\nexport const probe = jobPageHead;\n`,
      );
      expect(errors, file).toEqual([expect.stringContaining('sit below the domains')]);
    }
  });

  it('lets a domain module import infrastructure, and the composition root import domains', async () => {
    expect(
      await layerErrors(
        'modules/jobs/probe.ts',
        "import { Cache } from '../../infra/caching/cache.ts';\nimport { AppError } from '../../http/app-error.ts';\nexport const probe = [Cache, AppError];\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'background-work.ts',
        "import { passwordResetMailJob } from './modules/auth/password-reset-mail.ts';\nexport const probe = passwordResetMailJob;\n",
      ),
    ).toEqual([]);
  });
});
