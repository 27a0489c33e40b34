import fs from 'node:fs/promises';
import path from 'node:path';

/** A web build's index.html as Vite writes it, for tests that serve a web build of their own. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="MainWork: local jobs, shared by word of mouth."
    />
    <title>MainWork</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The after-paint loader of a web build, under its hashed name (apps/web/build/start-after-paint.ts). */
export const START_AFTER_PAINT_FILE = 'assets/start-after-paint-abc123.js';

/** Writes a web build's index.html, and its manifest listing the after-paint loader, into `dist`. */
export async function writeWebBuild(dist: string): Promise<void> {
  await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, START_AFTER_PAINT_FILE), '(function () {})();\n');
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/start-after-paint.js': { file: START_AFTER_PAINT_FILE, src: 'src/start-after-paint.js' },
    }),
  );
}
