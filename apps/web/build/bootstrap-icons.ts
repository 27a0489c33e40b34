import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:bootstrap-icons';
const RESOLVED = `\0${ID}`;
const require = createRequire(import.meta.url);

/**
 * `virtual:bootstrap-icons`: the inner SVG markup (paths) of each icon named in
 * src/components/icon-names.ts, read from the bootstrap-icons package at build time, so the app draws
 * inline SVG and ships neither the icon font nor its 2,000-rule stylesheet.
 */
export function bootstrapIcons(namesFile: string): Plugin {
  const iconsDir = path.join(path.dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
  return {
    name: 'mainwork-bootstrap-icons',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(namesFile);
      const list = /ICON_NAMES = \[([\s\S]*?)\]/.exec(fs.readFileSync(namesFile, 'utf8'))?.[1] ?? '';
      const names = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]!);
      const icons: Record<string, string> = {};
      for (const name of names) {
        const svg = fs.readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
        icons[name] = svg
          .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
          .replace(/<\/svg>\s*$/, '')
          .replace(/\s*\n\s*/g, '');
      }
      return `export default ${JSON.stringify(icons)};`;
    },
  };
}
