import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The widget's key in the build's manifest (dist/.vite/manifest.json), where the server finds its file. */
export const WIDGET_KEY = 'src/widget/widget.ts';

/**
 * The embeddable job widget (decision 067) as one minified script: plain DOM, no React, nothing shared
 * with the app's chunks, so a member site downloads only it.
 */
export async function bundleWidget(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '..', WIDGET_KEY)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Emits the widget as an asset of the build (a hashed name under assets/, listed in the manifest): the
 * server's /widget.js loader points at it by that name, so each build's widget is cached for good.
 */
export function widgetBundle(): Plugin {
  return {
    name: 'mainwork-widget',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', name: 'widget.js', originalFileName: WIDGET_KEY, source: await bundleWidget() });
    },
  };
}
