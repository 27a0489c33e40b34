import type { PrismaClient, StoredFile } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';

/**
 * An application's resume or cover letter, for the applicant, the employer whose job it is, and
 * admins. Anyone else gets the same 404 as for a missing file: the answer never tells them that the
 * application exists.
 */
export async function findApplicationFile(
  prisma: PrismaClient,
  input: { applicationId: number; which: 'resume' | 'coverLetter'; ability: AppAbility },
): Promise<StoredFile> {
  const application = await prisma.application.findUnique({
    where: { id: input.applicationId },
    include: { job: { select: { businessId: true } }, resume: true, coverLetter: true },
  });
  const { ability } = input;
  const allowed =
    application &&
    (canOn(ability, 'read', 'Application', application) ||
      canOn(ability, 'update', 'Job', application.job) ||
      ability.can('read', 'admin_dashboard'));
  const file = allowed ? application[input.which] : null;
  if (!file) throw AppError.notFound('File');
  return file;
}
