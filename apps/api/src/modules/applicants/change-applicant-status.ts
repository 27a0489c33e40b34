import type { Prisma } from '@mainwork/db';
import { hasOptionalMail, type TApplicationStatus } from '@mainwork/contracts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { applicationDecisionMail, type MailedStage } from './mail/application-decision.tsx';

type Changed = { id: number; user_id: number; email: string; first_name: string | null; business_name: string };

/** Which e-mail a move to the stage sends: a hire always; interviewing and not selected when asked; others none. */
export function mailedStage(status: TApplicationStatus, notifyCandidate: boolean): MailedStage | null {
  if (status === 'hired') return 'hired';
  return hasOptionalMail(status) && notifyCandidate ? status : null;
}

/**
 * The one way an applicant's status changes, in the caller's transaction: the applicants screen's stage
 * control and the close-out wizard's confirmed hire both come here. Applications of the job already at the
 * status are left alone (row locks make a concurrent change wait, then skip them), and the stage's e-mail
 * (`mailedStage`) is queued for those that moved, once. Returns the ids that changed.
 */
export async function changeApplicantStatus(
  tx: Prisma.TransactionClient,
  deps: { publicUrl: string },
  input: {
    jobId: number;
    jobTitle: string;
    applicationIds: number[];
    status: TApplicationStatus;
    notifyCandidate?: boolean;
  },
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
  const mailed = mailedStage(status, input.notifyCandidate ?? false);
  if (mailed) {
    for (const applicant of changed) {
      await enqueueMail(
        tx,
        await applicationDecisionMail({
          to: applicant.email,
          publicUrl: deps.publicUrl,
          firstName: applicant.first_name,
          jobTitle: input.jobTitle,
          businessName: applicant.business_name,
          status: mailed,
        }),
        { kind: 'application_updates', userId: applicant.user_id },
      );
    }
  }
  return changed.map((applicant) => applicant.id);
}
