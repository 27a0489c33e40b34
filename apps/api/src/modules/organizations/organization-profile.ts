import { ORGANIZATION_LIMITS } from '@mainwork/contracts';
import type { FieldErrors } from '../../http/app-error.ts';
import type { ImageFields } from '../../infra/storage/public-images.ts';

/** An organization's header images, by relation → multipart field (infra/storage/public-images.ts). */
export const ORGANIZATION_IMAGES: ImageFields<'logo' | 'banner'> = {
  logo: 'organization[logo]',
  banner: 'organization[banner]',
};

type ProfileFields = {
  tagline?: string | undefined;
  join_url?: string | undefined;
  join_help_text?: string | undefined;
  display_info_when_framed?: boolean | undefined;
};

/** The join URL must be a web address people can follow. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The public profile fields as columns (the header of the organization's feed), checked under the
 * spec's keys. A field not sent is left as it is; a blank one is cleared.
 */
export type ProfileColumns = {
  tagline?: string | null;
  joinUrl?: string | null;
  joinHelpText?: string | null;
  displayInfoWhenFramed?: boolean;
};

export function profileData(fields: ProfileFields, errors: FieldErrors): ProfileColumns {
  const data: ProfileColumns = {};
  if (fields.tagline !== undefined) {
    if (fields.tagline.length > ORGANIZATION_LIMITS.tagline)
      errors.add('tagline', `is too long (maximum is ${ORGANIZATION_LIMITS.tagline} characters)`);
    data.tagline = fields.tagline || null;
  }
  if (fields.join_url !== undefined) {
    if (fields.join_url.length > 2000) errors.add('join_url', 'is too long (maximum is 2000 characters)');
    else if (fields.join_url && !isWebAddress(fields.join_url))
      errors.add('join_url', 'must be a web address starting with https:// or http://');
    data.joinUrl = fields.join_url || null;
  }
  if (fields.join_help_text !== undefined) {
    if (fields.join_help_text.length > ORGANIZATION_LIMITS.joinHelpText)
      errors.add('join_help_text', `is too long (maximum is ${ORGANIZATION_LIMITS.joinHelpText} characters)`);
    data.joinHelpText = fields.join_help_text || null;
  }
  if (fields.display_info_when_framed !== undefined) data.displayInfoWhenFramed = fields.display_info_when_framed;
  return data;
}
