import type pg from 'pg';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { CANDIDATE_ONLY_MESSAGE, type TApplication, type TApplicationFields } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { storedFileRow } from '../../infra/storage/store-upload.ts';
import { applicationReceivedMail } from './mail/application-received.tsx';
import { thanksForApplyingMail } from './mail/thanks-for-applying.tsx';
import { referredApplicationMail } from './mail/referred-application.tsx';
import { toApplication } from './application-response.ts';
import { checkContactFields, type Contact } from './contact-fields.ts';
import { alreadyAppliedError, assertMayApply, loadJobForApplying } from './job-for-applying.ts';
import { findShareLinkId, referrerOf } from './referral.ts';
import { checkScreeningAnswers } from './screening-answers.ts';
import { isUniqueViolation } from '../../infra/database-errors.ts';
import { recordWebhookEvents } from '../../domain/webhook-events.ts';

const RESUME = 'application[resume]';
const COVER_LETTER = 'application[cover_letter]';
const COMMENTS_MAX = 5_000;

type Deps = { prisma: PrismaClient; pool: pg.Pool; publicUrl: string };

/**
 * Who hears of a new applicant (decision 078): every active member of the business, owner or recruiter (both
 * handle applicants), whose account is not deactivated, except the applicant themself. Each one's own
 * notification settings then decide (enqueueMail): instantly, in their daily digest, or not at all.
 */
function membersToTell(tx: Prisma.TransactionClient, businessId: number, applicantId: number) {
  return tx.user.findMany({
    where: {
      id: { not: applicantId },
      deactivatedAt: null,
      businessMember: { businessId, status: 'active' },
    },
    select: { id: true, email: true, firstName: true },
    orderBy: { id: 'asc' },
  });
}

/**
 * Applies the signed-in candidate to a job, once. `instant`: the Instant Apply form (names, e-mail,
 * phone, files as the job requires, comments). `external`: the click through to the employer's own
 * tracking link, recorded with the candidate's profile contact. Instant Apply also answers the job's
 * screening questions. Either is attributed to the share link given (docs/decisions/012-attribution.md) and
 * e-mails the candidate ("Thanks for applying"), the business's team, and the referrer when there is one, in
 * the same transaction. A second application, however concurrent, gets 409.
 */
export async function applyToJob(
  deps: Deps,
  input: {
    user: SessionUser;
    ability: AppAbility;
    jobId: number;
    shareKey: string | undefined;
    kind: 'instant' | 'external';
    fields: TApplicationFields['application'];
    uploads: ReceivedUploads;
  },
): Promise<TApplication> {
  const { user } = input;
  if (!input.ability.can('create', 'Application')) throw AppError.forbidden(CANDIDATE_ONLY_MESSAGE);
  const job = await loadJobForApplying(deps.pool, input.jobId, user.id);
  assertMayApply(job, input.kind);

  const resume = input.uploads.get(RESUME);
  const coverLetter = input.uploads.get(COVER_LETTER);
  let contact: Contact;
  let comments: string | null = null;
  let screeningAnswers: ReturnType<typeof checkScreeningAnswers> = [];
  if (input.kind === 'instant') {
    const fields = input.fields ?? {};
    const errors = new FieldErrors();
    contact = checkContactFields(fields, errors, { required: true });
    if (job.requireResume && !resume) errors.add('resume', "can't be blank");
    if (job.requireCoverLetter && !coverLetter) errors.add('cover_letter', "can't be blank");
    if ((fields.comments?.length ?? 0) > COMMENTS_MAX)
      errors.add('comments', `is too long (maximum is ${COMMENTS_MAX} characters)`);
    screeningAnswers = checkScreeningAnswers(job.screeningQuestions, fields.answers, errors);
    errors.throwIfAny();
    comments = fields.comments || null;
  } else {
    contact = { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone };
  }

  const shareLinkId = await findShareLinkId(deps.pool, { key: input.shareKey, jobId: job.id, applicantId: user.id });
  const applicantName =
    [contact.firstName, contact.lastName].filter(Boolean).join(' ') || (contact.email ?? 'A candidate');
  try {
    const created = await deps.prisma.$transaction(async (tx) => {
      const application = await tx.application.create({
        data: {
          job: { connect: { id: job.id } },
          user: { connect: { id: user.id } },
          ...(shareLinkId !== null ? { shareLink: { connect: { id: shareLinkId } } } : {}),
          external: input.kind === 'external',
          ...contact,
          comments,
          screeningAnswers,
          ...(resume ? { resume: { create: storedFileRow(resume, { public: false }) } } : {}),
          ...(coverLetter ? { coverLetter: { create: storedFileRow(coverLetter, { public: false }) } } : {}),
        },
        include: { resume: true, coverLetter: true },
      });
      const referrer = await referrerOf(tx, application.id);
      await recordWebhookEvents(tx, [
        {
          businessId: job.businessId,
          type: 'application.created',
          data: {
            application: {
              id: application.id,
              job_id: job.id,
              job_title: job.title,
              kind: input.kind,
              first_name: contact.firstName,
              last_name: contact.lastName,
              email: contact.email,
              phone: contact.phone,
              referred: referrer !== null,
              created_at: application.createdAt.toISOString(),
            },
          },
        },
      ]);
      // An application update of the candidate's own: it waits for a confirmed address (decision 051).
      await enqueueMail(
        tx,
        await thanksForApplyingMail({
          to: user.email,
          publicUrl: deps.publicUrl,
          firstName: user.firstName,
          jobTitle: job.title,
          businessName: job.businessName,
          external: input.kind === 'external',
        }),
        { kind: 'application_updates', userId: user.id },
      );
      for (const member of await membersToTell(tx, job.businessId, user.id)) {
        await enqueueMail(
          tx,
          await applicationReceivedMail({
            to: member.email,
            publicUrl: deps.publicUrl,
            firstName: member.firstName,
            jobId: job.id,
            jobTitle: job.title,
            applicantName,
            external: input.kind === 'external',
            referred: referrer !== null,
          }),
          { kind: 'new_applicants', userId: member.id },
        );
      }
      if (referrer) {
        await enqueueMail(
          tx,
          await referredApplicationMail({
            to: referrer.email,
            publicUrl: deps.publicUrl,
            firstName: referrer.firstName,
            jobTitle: job.title,
          }),
          { kind: 'referral_updates', userId: referrer.id },
        );
      }
      return application;
    });
    return toApplication(created);
  } catch (error) {
    // The unique (user, job) pair decides a race between identical submits: the loser is told why.
    if (isUniqueViolation(error)) throw alreadyAppliedError();
    throw error;
  }
}
