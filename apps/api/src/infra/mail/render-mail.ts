import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import type { RenderedMail } from './mailer.ts';

// Headings keep their case in the text part (html-to-text would shout them in capitals).
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/**
 * An e-mail from its template: the HTML part and the text part are both rendered from the same element, so
 * they say the same thing.
 */
export async function renderMail(message: { to: string; subject: string; body: ReactElement }): Promise<RenderedMail> {
  // Rendered once: the text part is the HTML part converted (what `render` with `plainText` does after
  // rendering again).
  const html = await render(message.body);
  const text = toPlainText(html, TEXT_OPTIONS);
  return { to: message.to, subject: message.subject, text, html };
}
