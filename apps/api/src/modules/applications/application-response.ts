import type { Application, StoredFile } from '@mainwork/db';
import type { TApplication } from '@mainwork/contracts';

/** Where the applicant, the employer and admins fetch an application's files. */
export const applicationFileUrl = (applicationId: number, which: 'resume' | 'cover_letter') =>
  `/api/v1/applications/${applicationId}/${which}`;

export function toApplication(
  application: Application & { resume: StoredFile | null; coverLetter: StoredFile | null },
): TApplication {
  return {
    id: application.id,
    job_id: application.jobId,
    external: application.external,
    first_name: application.firstName,
    last_name: application.lastName,
    email: application.email,
    phone: application.phone,
    comments: application.comments,
    resume_url: application.resume ? applicationFileUrl(application.id, 'resume') : null,
    resume_filename: application.resume?.filename ?? null,
    cover_letter_url: application.coverLetter ? applicationFileUrl(application.id, 'cover_letter') : null,
    cover_letter_filename: application.coverLetter?.filename ?? null,
    status: application.status,
    created_at: application.createdAt.toISOString(),
  };
}
