// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages `pnpm lint` reports about hand-written query keys for `code` saved as `file` (under apps/web/src). */
async function queryKeyErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// Loading ESLint with the whole configuration takes seconds on a busy machine.
describe('query keys come from their key factories (pnpm lint)', { timeout: 60_000 }, () => {
  it('refuses a query key written out in a query or an invalidation', async () => {
    const errors = await queryKeyErrors(
      'features/jobs/probe.ts',
      [
        "export const query = { queryKey: ['jobs', 'show', 1] as const, queryFn: () => null };",
        "export const invalidation = { queryKey: ['job'] };",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("Take the query key from its endpoint's key factory"),
      expect.stringContaining("Take the query key from its endpoint's key factory"),
    ]);
  });

  it('accepts a key from a factory', async () => {
    const errors = await queryKeyErrors(
      'features/jobs/probe.ts',
      [
        "import { jobKeys } from '../../lib/api/jobs.ts';",
        'export const query = { queryKey: jobKeys.detail(1), queryFn: () => null };',
        'export const invalidation = { queryKey: jobKeys.all };',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
