import type { PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import type { AppAbility } from '../../permissions/abilities.ts';

/** What the close-out use cases need from the app. */
export type ResolutionDeps = {
  prisma: PrismaClient;
  publicUrl: string;
  platformFeePercent: number;
  stripeConfigured: boolean;
};

/** Who asks, about which job of which business (the employer's job gate decides). */
export type JobAccess = { ability: AppAbility; businessId: number; jobId: number };

/** The 409 answers (docs/decisions/031-resolutions.md); the wizard shows them as an alert and closes. */
export const RESOLUTION_CONFLICTS = {
  closed: 'This job posting has already been closed.',
  wrongStep: 'This answer does not fit the current step of closing this job posting. Please start again.',
} as const;

export const resolutionConflict = (message: string) => new AppError('conflict', message);
