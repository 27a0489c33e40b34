import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors `pnpm lint` reports for `code` saved as `file` (relative to apps/api/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/api/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

async function moduleOrder(): Promise<string[]> {
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    apiModuleOrder: string[];
  };
  return config.apiModuleOrder;
}

// Loading ESLint with the whole configuration takes seconds on a busy machine.
describe('API module order (pnpm lint)', { timeout: 60_000 }, () => {
  it('lists every module folder once, and only module folders', async () => {
    const folders = readdirSync(path.join(import.meta.dirname, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const order = await moduleOrder();
    expect(new Set(order).size, 'a module listed twice').toBe(order.length);
    expect([...order].sort()).toEqual([...folders].sort());
  });

  it('refuses an import of a module above the importing one', async () => {
    const errors = await boundaryErrors(
      'modules/rewards/probe.ts',
      "import { listBillingRecords } from '../billing/admin-billing.ts';\nexport const probe = listBillingRecords;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The rewards module imports only the modules below it')]);
  });

  it("refuses a test's import of a module above its own", async () => {
    const errors = await boundaryErrors(
      'modules/social-cards/probe.test.ts',
      "import { jobPostingJsonLd } from '../seo/job-posting.ts';\nexport const probe = jobPostingJsonLd;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The social-cards module imports only the modules below it')]);
  });

  it('refuses an import of a module from domain/', async () => {
    const errors = await boundaryErrors(
      'domain/probe.ts',
      "import { loadJobs } from '../modules/jobs/job-rows.ts';\nexport const probe = loadJobs;\n",
    );
    expect(errors).toEqual([expect.stringContaining('domain/ sits below the modules')]);
  });

  it('lets a module import itself, the modules below it and domain/', async () => {
    expect(
      await boundaryErrors(
        'modules/resolutions/probe.ts',
        [
          "import { confirmHire } from './confirm-hire.ts';",
          "import { SEND_INVOICE_ITEM_QUEUE } from '../billing/send-invoice-item-job.ts';",
          "import { storedRewardLabel } from '../rewards/reward-label.ts';",
          "import { moveState } from '../../domain/move-state.ts';",
          'export const probe = [confirmHire, SEND_INVOICE_ITEM_QUEUE, storedRewardLabel, moveState];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
