import { queryOptions } from '@tanstack/react-query';
import { type TDefaultApplication } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { ApiError, callEndpoint, downloadEndpoint } from '../../../lib/api-client.ts';
import { applicationKeys } from '../../../lib/api/applications.ts';

/** `GET /api/v1/me/default_application`: the candidate's Instant Apply defaults, or null when none were saved. */
export const defaultApplicationQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.defaults(),
    queryFn: async ({ signal }): Promise<TDefaultApplication | null> => {
      try {
        return await callEndpoint(endpoints.applications.defaults, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

/** Spec §7: PUT when the defaults already have an id, else POST; multipart `default_application[…]`. */
export const saveDefaultApplication = (form: FormData, existing: boolean) =>
  existing
    ? callEndpoint(endpoints.applications.updateDefaults, { body: form })
    : callEndpoint(endpoints.applications.createDefaults, { body: form });

export type DefaultFiles = { resume: File | null; cover_letter: File | null };

async function savedFile(which: 'resume' | 'cover_letter', name: string | null, signal: AbortSignal) {
  if (!name) return null;
  const endpoint =
    which === 'resume' ? endpoints.applications.defaultResume : endpoints.applications.defaultCoverLetter;
  const { blob, filename } = await downloadEndpoint(endpoint, { signal });
  return new File([blob], filename ?? name, { type: blob.type });
}

/**
 * The saved resume and cover letter fetched as files (spec §7), for the apply form to send again: an
 * application keeps its own copy, whatever later happens to the defaults (decision 013).
 */
export const defaultFilesQueryOptions = (defaults: TDefaultApplication | null | undefined) =>
  queryOptions({
    queryKey: applicationKeys.defaultFiles(defaults?.resume_filename ?? null, defaults?.cover_letter_filename ?? null),
    queryFn: async ({ signal }): Promise<DefaultFiles> => {
      const [resume, cover_letter] = await Promise.all([
        savedFile('resume', defaults?.resume_filename ?? null, signal),
        savedFile('cover_letter', defaults?.cover_letter_filename ?? null, signal),
      ]);
      return { resume, cover_letter };
    },
    enabled: defaults !== undefined,
    retry: false,
    // Files are read once per visit of the form, never kept for another user.
    gcTime: 0,
  });
