import type { Prisma } from '@mainwork/db';
import type { TApplicationStatus } from '@mainwork/contracts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { applicationDecisionMail } from './mail/application-decision.tsx';

type Changed = { id: number; user_id: number; email: string; first_name: string | null; business_name: string };

/**
 * The one way an applicant's status changes, in the caller's transaction: the applicants screen's
 * status buttons and the close-out wizard's confirmed hire both come here. Applications of the job
 * already at the status are left alone (row locks make a concurrent change wait, then skip them), and
 * a change to hired or not selected queues the candidate's e-mail, once. Returns the ids that changed.
 */
export async function changeApplicantStatus(
  tx: Prisma.TransactionClient,
  deps: { publicUrl: string },
  input: { jobId: number; jobTitle: string; applicationIds: number[]; status: TApplicationStatus },
): Promise<number[]> {
  const { status } = input;
  const changed = await tx.$queryRaw<Changed[]>`
    WITH changed AS (
      UPDATE applications SET status = ${status}::"ApplicationStatus", "updatedAt" = now() AT TIME ZONE 'UTC'
       WHERE "jobId" = ${input.jobId} AND id = ANY(${input.applicationIds}::int[])
         AND status <> ${status}::"ApplicationStatus"
      RETURNING id, "userId")
    SELECT changed.id, changed."userId" AS user_id, u.email, u."firstName" AS first_name, b.name AS business_name
      FROM changed JOIN users u ON u.id = changed."userId"
      JOIN jobs j ON j.id = ${input.jobId} JOIN businesses b ON b.id = j."businessId"`;
  if (status === 'hired' || status === 'not_selected') {
    for (const applicant of changed) {
      await enqueueMail(
        tx,
        await applicationDecisionMail({
          to: applicant.email,
          publicUrl: deps.publicUrl,
          firstName: applicant.first_name,
          jobTitle: input.jobTitle,
          businessName: applicant.business_name,
          status,
        }),
        { kind: 'application_updates', userId: applicant.user_id },
      );
    }
  }
  return changed.map((applicant) => applicant.id);
}
