import { Form } from 'react-bootstrap';
import { z } from 'zod';
import { ORGANIZATION_LIMITS } from '@mainwork/contracts';
import { ImageField } from '../../components/image-field.tsx';
import { TextField } from '../../components/form-fields.tsx';

/** The public profile, the part of an organization its own admins may change too (decision 018). */
export type ProfileValues = {
  tagline: string;
  join_url: string;
  join_help_text: string;
  display_info_when_framed: boolean;
  logo: File | null;
  banner: File | null;
};

export const PROFILE_SCHEMA = {
  tagline: z.string(),
  join_url: z.string(),
  join_help_text: z.string(),
  display_info_when_framed: z.boolean(),
  logo: z.instanceof(File).nullable(),
  banner: z.instanceof(File).nullable(),
};

/** Spec §5: the server's messages for these fields come under the same names. */
export const PROFILE_KEYS = {
  tagline: 'tagline',
  join_url: 'join_url',
  join_help_text: 'join_help_text',
  banner: 'banner',
  logo: 'logo',
} as const;

export function profileValues(saved: {
  tagline: string | null;
  join_url: string | null;
  join_help_text: string | null;
  display_info_when_framed: boolean;
}): ProfileValues {
  return {
    tagline: saved.tagline ?? '',
    join_url: saved.join_url ?? '',
    join_help_text: saved.join_help_text ?? '',
    display_info_when_framed: saved.display_info_when_framed,
    logo: null,
    banner: null,
  };
}

export function appendProfile(form: FormData, values: ProfileValues): void {
  form.append('organization[tagline]', values.tagline);
  form.append('organization[join_url]', values.join_url);
  form.append('organization[join_help_text]', values.join_help_text);
  form.append('organization[display_info_when_framed]', String(values.display_info_when_framed));
  if (values.logo) form.append('organization[logo]', values.logo);
  if (values.banner) form.append('organization[banner]', values.banner);
}

type Field = keyof ProfileValues;

/** Tagline, join URL and help text, the framing switch, banner and logo (spec §2.7 organization form). */
export function OrganizationProfileFields({
  idOf,
  values,
  images,
  editing,
  errorOf,
  onChange,
}: {
  idOf(field: Field): string;
  values: ProfileValues;
  images: { logo: string | null; banner: string | null };
  editing: boolean;
  errorOf(field: Field): string | undefined;
  onChange<K extends Field>(field: K, value: ProfileValues[K]): void;
}) {
  return (
    <>
      <ImageField
        id={idOf('banner')}
        label="Banner image"
        current={images.banner}
        chosen={values.banner}
        disabled={!editing}
        error={errorOf('banner')}
        onChoose={(file) => onChange('banner', file)}
      />
      <ImageField
        id={idOf('logo')}
        label="Logo image"
        current={images.logo}
        chosen={values.logo}
        disabled={!editing}
        error={errorOf('logo')}
        onChoose={(file) => onChange('logo', file)}
      />
      <TextField
        id={idOf('tagline')}
        label="Tagline"
        value={values.tagline}
        max={ORGANIZATION_LIMITS.tagline}
        error={errorOf('tagline')}
        onChange={(value) => onChange('tagline', value)}
      />
      <TextField
        id={idOf('join_url')}
        label="Join org URL"
        type="url"
        value={values.join_url}
        error={errorOf('join_url')}
        onChange={(value) => onChange('join_url', value)}
      />
      <TextField
        id={idOf('join_help_text')}
        label="Join org help text"
        rows={3}
        value={values.join_help_text}
        max={ORGANIZATION_LIMITS.joinHelpText}
        error={errorOf('join_help_text')}
        onChange={(value) => onChange('join_help_text', value)}
      />
      <Form.Check
        className="mb-3"
        type="checkbox"
        id={idOf('display_info_when_framed')}
        label="Display org info when framed"
        checked={values.display_info_when_framed}
        onChange={(event) => onChange('display_info_when_framed', event.target.checked)}
      />
    </>
  );
}
