import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import giftIcon from 'virtual:bootstrap-icons/gift';
import searchIcon from 'virtual:bootstrap-icons/search';
import { Icon } from './icon.tsx';

const srcDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:tsx?|css|scss|html)$/.test(entry.name) ? [full] : [];
  });
}

describe('icons', () => {
  it('draws an icon as inline SVG paths, hidden from assistive technology by default', () => {
    const { container } = render(<Icon icon={searchIcon} className="me-1" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('icon me-1');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M11\.742/);
  });

  it('has every icon the app imports in the bootstrap-icons package', () => {
    const iconsDir = path.join(path.dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
    const imported = new Set(
      sourceFiles(srcDir).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/'virtual:bootstrap-icons\/([a-z0-9-]+)'/g)].map(
          (match) => match[1]!,
        ),
      ),
    );
    expect(imported.size).toBeGreaterThan(30);
    expect([...imported].filter((name) => !fs.existsSync(path.join(iconsDir, `${name}.svg`)))).toEqual([]);
  });

  it('names a standalone icon when given a label', () => {
    const { getByRole } = render(<Icon icon={giftIcon} label="Reward" />);
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
          .map(({ at, line }) => `${at}: ${line.trim()} (use <Icon icon={…} /> from components/icon.tsx)`),
      );
    expect(offenders).toEqual([]);
  });
});
