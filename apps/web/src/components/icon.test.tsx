import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';
import { ICON_NAMES } from './icon-names.ts';

const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:tsx?|css|scss|html)$/.test(entry.name) ? [full] : [];
  });
}

describe('icons', () => {
  it('draws every listed icon as inline SVG paths, hidden from assistive technology by default', () => {
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} className="me-1" />);
      const svg = container.querySelector('svg')!;
      expect(svg, name).not.toBeNull();
      expect(svg.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg.getAttribute('class'), name).toBe('icon me-1');
      expect(svg.querySelector('path'), name).not.toBeNull();
      unmount();
    }
  });

  it('names a standalone icon when given a label', () => {
    const { getByRole } = render(<Icon name="gift" label="Reward" />);
    expect(getByRole('img', { name: 'Reward' })).toBeInTheDocument();
  });

  it('uses no icon font: no `bi bi-…` classes and no bootstrap-icons stylesheet anywhere in the app', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => !file.endsWith('icon.test.tsx'))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(srcDir, file)}:${index + 1}` }))
          .filter(({ line }) => /\bbi bi-|['"`]bi-[a-z]|bi \$\{|bootstrap-icons\/font/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()} (use <Icon name="…" /> from components/icon.tsx)`),
      );
    expect(offenders).toEqual([]);
  });
});
