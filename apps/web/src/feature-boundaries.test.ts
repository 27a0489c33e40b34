// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors `pnpm lint` reports for `code` saved as `file` (relative to apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Loading ESLint with the whole configuration takes seconds on a busy machine.
describe('web app feature boundaries (pnpm lint)', { timeout: 60_000 }, () => {
  it('refuses an import from one feature into another', async () => {
    const errors = await boundaryErrors(
      'features/jobs/probe.tsx',
      "import { ForgotPasswordForm } from '../auth/forgot-password-form.tsx';\nexport const probe = ForgotPasswordForm;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The jobs feature may not import another feature')]);
  });

  it("refuses a test's import of another feature's code", async () => {
    const errors = await boundaryErrors(
      'features/share-links/probe.test.ts',
      "import { APPLY_FAILED } from '../applications/instant-apply-form.tsx';\nexport const probe = APPLY_FAILED;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The share-links feature may not import another feature')]);
  });

  it('refuses an import of a feature from components/, lib/ and testing/', async () => {
    for (const file of ['components/probe.tsx', 'lib/probe.ts', 'testing/probe.ts']) {
      const errors = await boundaryErrors(
        file,
        "import { JobDetail } from '../features/jobs/job-detail.tsx';\nexport const probe = JobDetail;\n",
      );
      expect(errors, file).toEqual([expect.stringContaining('import none of them')]);
    }
  });

  it('lets a feature import itself, its testing helpers and the shared layers, and the router import features', async () => {
    expect(
      await boundaryErrors(
        'features/jobs/probe.test.tsx',
        [
          "import { JobDetail } from './job-detail.tsx';",
          "import { useAuth } from '../../lib/auth/auth-context.tsx';",
          "import { CopyButton } from '../../components/copy-button.tsx';",
          "import { makeJob } from '../../testing/job-test-data.ts';",
          'export const probe = [JobDetail, useAuth, CopyButton, makeJob];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/probe.tsx',
        "import JobsPage from '../features/jobs/jobs-page.tsx';\nexport const probe = JobsPage;\n",
      ),
    ).toEqual([]);
  });
});
