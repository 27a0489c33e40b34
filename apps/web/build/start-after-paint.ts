import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The loader's key in the build's manifest (dist/.vite/manifest.json), which the server reads. */
export const START_AFTER_PAINT_KEY = 'src/start-after-paint.js';

/**
 * Emits src/start-after-paint.js, the prerendered pages' loader (decision 027), as an asset of the build:
 * a hashed name under assets/ (cached a year, immutable, like the rest) listed in the manifest, where the
 * server finds it. It is a plain script the browser runs as it is, so it is copied, not bundled.
 */
export function startAfterPaint(): Plugin {
  const file = path.resolve(import.meta.dirname, '..', START_AFTER_PAINT_KEY);
  return {
    name: 'mainwork-start-after-paint',
    apply: 'build',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        name: path.basename(file),
        originalFileName: START_AFTER_PAINT_KEY,
        source: await fs.readFile(file, 'utf8'),
      });
    },
  };
}
