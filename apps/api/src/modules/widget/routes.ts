import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** The widget's key in the web build's manifest (apps/web/build/widget-bundle.ts). */
export const WIDGET_SOURCE = 'src/widget/widget.ts';
/** The loader is what member sites paste: a short cache, so a new build reaches them within minutes. */
export const WIDGET_LOADER_CACHE = 'public, max-age=300';
/** The widget's code, named by its content's hash: kept for good. */
export const WIDGET_CODE_CACHE = 'public, max-age=31536000, immutable';

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/**
 * The loader: notes its own tag in `MainWorkWidgets`, then asks once for the widget's versioned code, which
 * draws a widget after every noted tag (several on one page share one download).
 */
export function widgetLoader(codePath: string): string {
  return `/* MainWork job widget loader */
(function(){var s=document.currentScript,w=window,q=w.MainWorkWidgets=w.MainWorkWidgets||[];if(!s)return;q.push(s);if(q.loading)return;q.loading=1;var c=document.createElement("script");c.src=new URL(${JSON.stringify(codePath)},s.src).href;c.async=true;(document.head||document.documentElement).appendChild(c)})();
`;
}

type Built = { name: string; code: string };

/**
 * `/widget.js`, the snippet's stable address (decision 067), and `/widget/<name>-<hash>.js`, the code of
 * the current build. Both are public reads: any page may load them.
 */
export async function widgetRoutes(app: FastifyInstance, options: { distDir: string }) {
  const manifestFile = path.join(options.distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; built: Built | null } | null = null;

  // The build's widget, read again when the build changes.
  async function built(): Promise<Built | null> {
    const stat = await fs.stat(manifestFile).catch(() => null);
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, { file?: string }>;
      const file = manifest[WIDGET_SOURCE]?.file;
      const code = file ? await fs.readFile(path.join(options.distDir, file), 'utf8').catch(() => null) : null;
      cached = { mtimeMs: stat.mtimeMs, built: file && code !== null ? { name: path.basename(file), code } : null };
    }
    return cached.built;
  }

  const asScript = { schema: { hide: true }, config: { publicRead: true } };

  app.get('/widget.js', asScript, async (_request, reply) => {
    const widget = await built();
    if (!widget) throw AppError.notFound('Widget');
    return reply
      .type(JAVASCRIPT)
      .header('cache-control', WIDGET_LOADER_CACHE)
      .send(widgetLoader(`/widget/${widget.name}`));
  });

  app.get<{ Params: { file: string } }>('/widget/:file', asScript, async (request, reply) => {
    const widget = await built();
    if (!widget || request.params.file !== widget.name) throw AppError.notFound('Widget');
    return reply.type(JAVASCRIPT).header('cache-control', WIDGET_CODE_CACHE).send(widget.code);
  });
}
