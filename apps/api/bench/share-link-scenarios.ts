import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

const BUILT_WEB_APP = path.resolve(import.meta.dirname, '../../web/dist');
const SHARE_KEY = 'bench-share-link-key';

/**
 * The web app the API serves for `/s/{key}`: the real build when there is one, else a stand-in
 * index.html of the same shape (a root element and a module script), so the row measures what the
 * server does for an SPA route (the not-found handler sending index.html) either way.
 */
export async function prepareWebDist(): Promise<{ dir: string; label: string; cleanup(): Promise<void> }> {
  const built = await fs
    .access(path.join(BUILT_WEB_APP, 'index.html'))
    .then(() => true)
    .catch(() => false);
  if (built) return { dir: BUILT_WEB_APP, label: 'built index.html', cleanup: async () => undefined };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-bench-web-'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>MainWork</title>' +
      '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  return { dir, label: 'stand-in index.html', cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
}

type Case = { label: string; url: string; headers?: Record<string, string>; baseline?: Case };

/**
 * Following a share link, next to the primary-key baseline: a returning visitor (one query: the link
 * and whether this visitor was counted today), a new visitor every request (the view is written under
 * its lock), and the page `/s/{key}` itself.
 */
export async function shareLinkCases(input: {
  pool: pg.Pool;
  api: string;
  userId: number;
  jobId: number;
  webLabel: string;
  baseline: Case;
}): Promise<Case[]> {
  await input.pool.query(
    `INSERT INTO share_links (key, "userId", "jobId") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [SHARE_KEY, input.userId, input.jobId],
  );
  const url = `${input.api}/api/v1/share_links/${SHARE_KEY}`;
  return [
    {
      label: 'GET /api/v1/share_links/:key (returning visitor)',
      url,
      headers: { cookie: 'mw_vid=bench-returning-visitor-0001' },
      baseline: input.baseline,
    },
    { label: 'GET /api/v1/share_links/:key (new visitor: a view written)', url, baseline: input.baseline },
    {
      label: `GET /s/:key (${input.webLabel})`,
      url: `${input.api}/s/${SHARE_KEY}`,
      headers: { accept: 'text/html' },
      baseline: input.baseline,
    },
  ];
}
