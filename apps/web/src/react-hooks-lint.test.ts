import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The rules that fire on `code` as if it were a file of the web app. */
async function rulesBrokenBy(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src/components/example.tsx') });
  return result!.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? '');
}

describe('the rules of hooks in the web app', () => {
  it('refuses a hook called conditionally and a ref written while rendering', async () => {
    const broken = await rulesBrokenBy(`import { useRef, useState } from 'react';
export function Example({ show }: { show: boolean }) {
  const seen = useRef(false);
  seen.current = show;
  if (show) {
    const [value] = useState(0);
    return <p>{value}</p>;
  }
  return null;
}
`);
    expect(broken).toContain('react-hooks/rules-of-hooks');
    expect(broken).toContain('react-hooks/refs');
  });

  it('accepts hooks called the same way on every render', async () => {
    expect(
      await rulesBrokenBy(`import { useState } from 'react';
export function Example() {
  const [value] = useState(0);
  return <p>{value}</p>;
}
`),
    ).toEqual([]);
  });
});
