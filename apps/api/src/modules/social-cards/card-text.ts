import fs from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';

/**
 * The card's lettering: Inter (SIL Open Font License, fonts/OFL.txt), shipped in this folder and turned into
 * SVG paths here, so the rendering never depends on the fonts a machine has installed (librsvg would ask
 * fontconfig for them) and nothing is fetched at run time.
 */
const FONT_FILES = { regular: 'inter-latin-400-normal.woff', bold: 'inter-latin-700-normal.woff' } as const;
export type CardFontWeight = keyof typeof FONT_FILES;

// Font files shipped with the code: never stale.
const fonts = new Map<CardFontWeight, Font>();

function font(weight: CardFontWeight): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const bytes = fs.readFileSync(path.join(import.meta.dirname, 'fonts', FONT_FILES[weight]));
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(weight, loaded);
  }
  return loaded;
}

export type TextStyle = { size: number; weight: CardFontWeight };

export const textWidth = (text: string, style: TextStyle): number =>
  font(style.weight).getAdvanceWidth(text, style.size, { kerning: true });

/** The text cut at a word (or, for one long word, a letter) with '…' so it fits in `width`. */
function shortened(text: string, style: TextStyle, width: number): string {
  if (textWidth(text, style) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, style) > width) {
    const space = cut.lastIndexOf(' ');
    cut = space > 0 && textWidth(`${cut.slice(0, space)}…`, style) <= width ? cut.slice(0, space) : cut.slice(0, -1);
    cut = cut.trimEnd();
  }
  return `${cut}…`;
}

/** Words laid into at most `maxLines` lines of `width`; the last line shortened with '…' when the text goes on. */
export function wrapText(text: string, style: TextStyle, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      line = `${line} ${words.slice(i).join(' ')}`;
      break;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.map((each) => shortened(each, style, width));
}

/** One line of text as an SVG path, its baseline starting at (x, y); cut with '…' past `maxWidth`. */
export function textPath(text: string, style: TextStyle & { x: number; y: number; fill: string; maxWidth?: number }) {
  const line = style.maxWidth ? shortened(text, style, style.maxWidth) : text;
  const data = font(style.weight).getPath(line, style.x, style.y, style.size, { kerning: true }).toPathData(1);
  return `<path fill="${style.fill}" d="${data}"/>`;
}
