import fs from 'node:fs/promises';

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>[^\S\n]*\n?[^\S\n]*/i;
const META_DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>[^\S\n]*\n?[^\S\n]*/i;

/**
 * Where extra head elements go: at the end of the head (on their own line when </head> is), else after
 * the first tag that opens the document, else at the start.
 */
function headInsertion(html: string): { at: number; indent: string } {
  const close = html.search(/<\/head\s*>/i);
  if (close >= 0) {
    const lineStart = html.lastIndexOf('\n', close - 1) + 1;
    const onOwnLine = /^[^\S\n]*$/.test(html.slice(lineStart, close));
    return onOwnLine ? { at: lineStart, indent: `${html.slice(lineStart, close)}  ` } : { at: close, indent: '' };
  }
  for (const opening of [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype\b[^>]*>/i]) {
    const match = opening.exec(html);
    if (match) return { at: match.index + match[0].length, indent: '' };
  }
  return { at: 0, indent: '' };
}

type Parsed = {
  mtimeMs: number;
  size: number;
  /** The page as built. */
  html: string;
  /** Without the generic <title> and meta description, for pages that bring their own. */
  bare: string;
};

/**
 * The SPA's index.html, read once and kept in memory (read again when the file changes, e.g. a new
 * build deployed next to a running server), with elements added to its <head>.
 */
export class IndexTemplate {
  private cached: Parsed | null = null;

  constructor(private readonly file: string) {}

  private async load(): Promise<Parsed> {
    const stat = await fs.stat(this.file);
    const cached = this.cached;
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const html = await fs.readFile(this.file, 'utf8');
    const parsed = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      html,
      bare: html.replace(TITLE, '').replace(META_DESCRIPTION, ''),
    };
    this.cached = parsed;
    return parsed;
  }

  /**
   * index.html with `head` added to its <head>; with `replaceDefaults` the built title and meta
   * description are dropped first (`head` then carries its own).
   */
  async render(head: string, options: { replaceDefaults: boolean }): Promise<string> {
    const parsed = await this.load();
    const html = options.replaceDefaults ? parsed.bare : parsed.html;
    if (!head) return html;
    const { at, indent } = headInsertion(html);
    const lines = head
      .split('\n')
      .map((line) => `${indent}${line}`)
      .join('\n');
    return `${html.slice(0, at)}${lines}\n${html.slice(at)}`;
  }
}
