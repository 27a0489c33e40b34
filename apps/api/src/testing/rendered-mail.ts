import { expect } from 'vitest';
import { COMPANY_POSTAL_ADDRESS } from '@mainwork/contracts';
import { MAIL_MAX_WIDTH_PX } from '../infra/mail/mail-layout.tsx';
import type { RenderedMail } from '../infra/mail/mailer.ts';

export const MAIL_PUBLIC_URL = 'https://mainwork.example';

const MAX_BYTES = 100_000;

/** The widths, in px, an HTML part fixes: `width="…"` attributes and `width`/`min-width` in its styles. */
export function fixedWidths(html: string): number[] {
  const attributes = [...html.matchAll(/\swidth="(\d+)(?:px)?"/gi)].map((match) => Number(match[1]));
  const styles = [...html.matchAll(/(?:^|[;{"\s])(?:min-)?width\s*:\s*(\d+(?:\.\d+)?)px/gi)].map((match) =>
    Number(match[1]),
  );
  return [...attributes, ...styles];
}

/**
 * What every e-mail of the product must be: both parts; English; the product's footer (why the person gets
 * it, the postal address); links that are absolute and on the public URL (or named `otherLinks`, or mailto);
 * images with alt text, never wider than their column; under 100 kB; the text part saying the e-mail's
 * `keySentence`; and laid out for a phone: the viewport meta, no width fixed over the card's 600 px.
 */
export function expectProductMail(
  mail: RenderedMail,
  expected: { subject: string; keySentence: string; otherLinks?: string[] },
): void {
  expect(mail.subject).toBe(expected.subject);
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toMatch(/<html[^>]* lang="en"/);
  expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  for (const width of fixedWidths(mail.html)) expect(width).toBeLessThanOrEqual(MAIL_MAX_WIDTH_PX);
  expect(mail.text).toContain(expected.keySentence);
  expect(mail.text).not.toMatch(/<[a-z!/]/i);
  for (const part of [mail.html, mail.text]) {
    expect(part).toContain('You get this');
    expect(part).toContain(
      `${COMPANY_POSTAL_ADDRESS.name}, ${COMPANY_POSTAL_ADDRESS.street}, ${COMPANY_POSTAL_ADDRESS.cityLine}`,
    );
  }
  expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(MAX_BYTES);

  const links = [...mail.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  expect(links).toContain(`${MAIL_PUBLIC_URL}/`);
  for (const link of links) {
    const allowed =
      link.startsWith(`${MAIL_PUBLIC_URL}/`) ||
      link === MAIL_PUBLIC_URL ||
      link.startsWith('mailto:') ||
      (expected.otherLinks ?? []).includes(link);
    expect(allowed, `link ${link}`).toBe(true);
    // The text part carries every address the HTML part links to.
    expect(mail.text).toContain(link.replace(/^mailto:/, ''));
  }
  for (const image of mail.html.match(/<img\b[^>]*>/g) ?? []) {
    expect(image).toMatch(/\balt="[^"]+"/);
    expect(image).toMatch(/max-width:100%/);
  }
}
