import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:bootstrap-icons/';
const require = createRequire(import.meta.url);

/**
 * `virtual:bootstrap-icons/<name>`: the inner SVG markup (paths) of one bootstrap-icons icon, read from the
 * package at build time, so the app draws inline SVG and ships neither the icon font nor its 2,000-rule
 * stylesheet. One module per icon: each chunk carries the icons its code draws (decision 076). A name the
 * package does not have fails the build.
 */
export function bootstrapIcons(): Plugin {
  const iconsDir = path.join(path.dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
  return {
    name: 'mainwork-bootstrap-icons',
    resolveId: {
      filter: { id: /^virtual:bootstrap-icons\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:bootstrap-icons\// },
      handler(id) {
        const name = id.slice(PREFIX.length + 1);
        if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a bootstrap-icons name: ${name}`);
        const svg = fs.readFileSync(path.join(iconsDir, `${name}.svg`), 'utf8');
        const paths = svg
          .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
          .replace(/<\/svg>\s*$/, '')
          .replace(/\s*\n\s*/g, '');
        return `export default ${JSON.stringify(paths)};`;
      },
    },
  };
}
