import type { ImageField } from './endpoint.ts';
import { MAX_IMAGE_BYTES } from './upload-limits.ts';

/**
 * The one set of image sizes of the product: every uploaded (or generated) logo, banner and icon is
 * re-encoded and shrunk to fit its box (never enlarged). A header shows a logo at most 80 px wide and a
 * banner across the page: these boxes keep them sharp on high-density screens and no larger.
 */
export const IMAGE_BOXES = {
  /** Business and organization logos: square-ish, small. */
  logo: { width: 400, height: 400 },
  /** Profile header banners: wide. */
  banner: { width: 1600, height: 400 },
  /** Reward source icons in the marketplace and admin lists. */
  icon: { width: 256, height: 256 },
} as const;
export type ImageRole = keyof typeof IMAGE_BOXES;

/**
 * The box of a public image's thumbnail (`GET /api/v1/files/{id}?size=thumbnail`): a job card's logo,
 * shown at most 48 px wide, needs no more pixels than this on a screen of two device pixels a CSS pixel.
 */
export const THUMBNAIL_BOX = { width: 96, height: 96 } as const;

/** A multipart image field: checked by content, re-encoded and resized to its role's box. */
export function imageField(
  role: ImageRole,
  errorKey: string,
  kinds: ImageField['kinds'] = ['png', 'jpeg', 'webp'],
): ImageField {
  return { kinds, maxBytes: MAX_IMAGE_BYTES, errorKey, resize: IMAGE_BOXES[role] };
}
