import { CARD_HEIGHT, CARD_WIDTH } from '../social-cards/card-image.ts';
import { escapeHtml } from './escape.ts';
import { SITE_NAME } from '@mainwork/contracts';

/**
 * What a page shows when its link is pasted into a chat or a post (decision 035): Open Graph, read by
 * Facebook, LinkedIn, Slack, WhatsApp, Telegram, Discord and iMessage, and X's card tags.
 */
export type LinkPreview = {
  /** The page's <title>, og:title and twitter:title. */
  title: string;
  /** The meta description search engines show. */
  description: string;
  /** What the preview says under its title, when not the description (a job's facts and reward first). */
  previewDescription?: string;
  /** The page search engines should index for this content. */
  canonical: string;
  /** The address the preview links to, when not the canonical one (a share link keeps its own). */
  url?: string;
  image: { url: string; alt: string };
  /** Short facts X and Slack show under the title: [['Salary', '$20.00 - $26.00 an hour'], …]. */
  facts?: Array<[string, string]>;
};

/** The head elements of a page's preview, its <title> and meta description first. */
export function previewHead(preview: LinkPreview): string[] {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const previewDescription = escapeHtml(preview.previewDescription ?? preview.description);
  const canonical = escapeHtml(preview.canonical);
  const url = escapeHtml(preview.url ?? preview.canonical);
  const image = escapeHtml(preview.image.url);
  const alt = escapeHtml(preview.image.alt);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${previewDescription}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${previewDescription}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${alt}" />`,
    ...(preview.facts ?? []).flatMap(([label, data], index) => [
      `<meta name="twitter:label${index + 1}" content="${escapeHtml(label)}" />`,
      `<meta name="twitter:data${index + 1}" content="${escapeHtml(data)}" />`,
    ]),
  ];
}
