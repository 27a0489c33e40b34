import sharp from 'sharp';
import { SITE_NAME } from '@mainwork/contracts';
import { BRAND_COLORS } from '../../infra/brand/brand-colors.ts';
import { textPath, textWidth, wrapText } from './card-text.ts';

/** Open Graph's recommended size: what Facebook, LinkedIn, X, Slack and the rest show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BRAND = BRAND_COLORS.brand;
const INK = BRAND_COLORS.ink;
const MUTED = BRAND_COLORS.inkMuted;
const MARGIN = 80;
const LOGO_SIZE = 152;
const TAGLINE = 'Jobs with referral rewards';

/** What a card shows: a heading (a job's title), lines under it (business, place and salary), a reward badge, a logo. */
export type CardContent = {
  heading: string;
  lines: string[];
  badge: string | null;
  logo: { bytes: Buffer; contentType: string } | null;
  /** The letter shown in place of a missing logo. */
  initial: string;
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function logoElement(content: CardContent, x: number, y: number): string {
  const frame = `<rect x="${x}" y="${y}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="20" fill="#ffffff" stroke="${BRAND_COLORS.line}" stroke-width="2"/>`;
  if (content.logo) {
    const href = `data:${content.logo.contentType};base64,${content.logo.bytes.toString('base64')}`;
    const inset = 14;
    return `${frame}<image x="${x + inset}" y="${y + inset}" width="${LOGO_SIZE - 2 * inset}" height="${LOGO_SIZE - 2 * inset}" preserveAspectRatio="xMidYMid meet" href="${escapeAttribute(href)}"/>`;
  }
  const style = { size: 80, weight: 'bold' as const };
  const letter = content.initial.toUpperCase() || SITE_NAME[0]!;
  const width = textWidth(letter, style);
  return `<rect x="${x}" y="${y}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="20" fill="${BRAND_COLORS.brandSoft}"/>${textPath(
    letter,
    {
      ...style,
      x: x + (LOGO_SIZE - width) / 2,
      y: y + LOGO_SIZE / 2 + 29,
      fill: BRAND,
    },
  )}`;
}

/** The card as SVG: every letter a path (card-text.ts), the logo embedded, nothing referenced outside it. */
export function cardSvg(content: CardContent): string {
  const top = 88;
  const textX = MARGIN + LOGO_SIZE + 44;
  const textWidthAvailable = CARD_WIDTH - textX - MARGIN;
  const parts: string[] = [
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${CARD_WIDTH}" height="14" fill="${BRAND}"/>`,
    logoElement(content, MARGIN, top),
  ];
  const heading = { size: 60, weight: 'bold' as const };
  let baseline = top + 56;
  // Without a badge below, the heading may take a third line.
  for (const line of wrapText(content.heading, heading, textWidthAvailable, content.badge ? 2 : 3)) {
    parts.push(textPath(line, { ...heading, x: textX, y: baseline, fill: INK }));
    baseline += 74;
  }
  baseline += 4;
  const detail = { size: 36, weight: 'regular' as const };
  for (const line of content.lines.slice(0, 2)) {
    parts.push(textPath(line, { ...detail, x: textX, y: baseline, fill: MUTED, maxWidth: textWidthAvailable }));
    baseline += 52;
  }
  if (content.badge) {
    const badge = { size: 38, weight: 'bold' as const };
    const padding = 30;
    const width = Math.min(textWidth(content.badge, badge) + 2 * padding, CARD_WIDTH - 2 * MARGIN);
    const y = 412;
    parts.push(
      `<rect x="${MARGIN}" y="${y}" width="${width}" height="76" rx="38" fill="${BRAND_COLORS.rewardSoft}"/>`,
      textPath(content.badge, {
        ...badge,
        x: MARGIN + padding,
        y: y + 51,
        fill: BRAND_COLORS.reward,
        maxWidth: width - 2 * padding,
      }),
    );
  }
  const footerY = 536;
  const tagline = { size: 30, weight: 'regular' as const };
  parts.push(
    `<rect y="${footerY}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - footerY}" fill="${BRAND_COLORS.surfaceSunken}"/>`,
    `<rect y="${footerY}" width="${CARD_WIDTH}" height="2" fill="${BRAND_COLORS.line}"/>`,
    textPath(SITE_NAME, { size: 44, weight: 'bold', x: MARGIN, y: footerY + 63, fill: BRAND }),
    textPath(TAGLINE, {
      ...tagline,
      x: CARD_WIDTH - MARGIN - textWidth(TAGLINE, tagline),
      y: footerY + 59,
      fill: MUTED,
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${parts.join('')}</svg>`;
}

/** The card as the PNG the previews show. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(content)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
