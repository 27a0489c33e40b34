import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint, mediaTypesOf } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const fileEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/files/:id',
    summary: 'A public image (logo, banner, icon); private files have their own authorised routes',
    description:
      'Logos, banners and icons by id, with a long cache lifetime. Resumes and cover letters are never served here.',
    access: 'public',
    params: z.object({ id: ZId }),
    /** `thumbnail`: the image shrunk to fit THUMBNAIL_BOX (never enlarged), for small logos in lists. */
    query: z.object({ size: z.enum(['thumbnail']).optional() }),
    responses: { 200: z.any(), 400: ZErrorBody, 404: ZErrorBody },
    /** Images are stored re-encoded in the kind they were sent as. */
    fileAnswer: mediaTypesOf(['png', 'jpeg', 'webp']),
  }),
} as const;
