import type { Prisma, PrismaClient } from '@mainwork/db';
import { rewardTypeOnWire, ZScreeningQuestion, type TBusinessJob, type TJobInput } from '@mainwork/contracts';
import { recordAudit } from '../../domain/audit-trail.ts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { recordWebhookEvents } from '../../domain/webhook-events.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { publicFileUrl } from '../jobs/job-rows.ts';
import { descriptionShown } from '../jobs/sanitize-description.ts';
import { requireActiveMembership } from '../memberships/service.ts';
import { managedBusiness } from './business-access.ts';
import { screeningColumns, validateJobInput, type JobWrite } from './job-input.ts';

const include = {
  business: { select: { id: true, name: true, logoFileId: true } },
  jobType: true,
  jobExperienceLevel: true,
  jobIndustry: true,
  jobFunction: true,
  jobLocationType: true,
  address: { include: { state: true } },
  benefits: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  reward: { include: { rewardSource: { select: { id: true, name: true } } } },
} satisfies Prisma.JobInclude;

type JobWithRelations = Prisma.JobGetPayload<{ include: typeof include }>;

const lookup = (row: { id: number; name: string } | null) => (row ? { id: row.id, name: row.name } : null);
const money = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

function toBusinessJob(job: JobWithRelations): TBusinessJob {
  return {
    id: job.id,
    title: job.title,
    description: descriptionShown({ ...job, sanitized: job.descriptionSanitizedSha256 !== null }),
    posted_at: job.postedAt.toISOString(),
    business: { id: job.business.id, name: job.business.name, logo: publicFileUrl(job.business.logoFileId) },
    job_type: lookup(job.jobType),
    job_experience_level: lookup(job.jobExperienceLevel),
    job_industry: lookup(job.jobIndustry),
    job_function: lookup(job.jobFunction),
    job_location_type: lookup(job.jobLocationType),
    address: job.address
      ? {
          address_one: job.address.addressOne,
          address_two: job.address.addressTwo,
          city: job.address.city,
          zip: job.address.zip,
          state: { id: job.address.state.id, name: job.address.state.name, code: job.address.state.code },
        }
      : null,
    minimum_salary: money(job.minimumSalary),
    maximum_salary: money(job.maximumSalary),
    salary_rate: job.salaryRate,
    benefits: job.benefits.map((benefit) => ({ name: benefit.name, position: benefit.position })),
    reward: job.reward
      ? {
          type: rewardTypeOnWire(job.reward.type),
          amount: Number(job.reward.amount),
          estimated_value: Number(job.reward.amount),
          url: job.reward.url,
          description: job.reward.description,
          reward_source: job.reward.rewardSource,
          employer_business_name: job.business.name,
          code: job.reward.code,
        }
      : null,
    use_mw_apply: job.useMwApply,
    ats_link: job.atsLink,
    applications_paused: job.applicationsPaused,
    require_resume: job.requireResume,
    require_cover_letter: job.requireCoverLetter,
    active: job.active,
    expires_at: job.expiresAt?.toISOString() ?? null,
    closed_at: job.closedAt?.toISOString() ?? null,
    screening_questions: ZScreeningQuestion.array().parse(job.screeningQuestions),
  };
}

async function jobOfBusiness(prisma: PrismaClient, businessId: number, jobId: number) {
  const job = await prisma.job.findFirst({ where: { id: jobId, businessId }, include });
  if (!job) throw AppError.notFound('Job');
  return job;
}

export async function showBusinessJob(
  prisma: PrismaClient,
  ability: AppAbility,
  params: { business_id: number; job_id: number },
): Promise<TBusinessJob> {
  const business = await managedBusiness(prisma, ability, params.business_id, 'read');
  return toBusinessJob(await jobOfBusiness(prisma, business.id, params.job_id));
}

/** Posts a job: live and searchable as soon as it commits (the search rows follow the jobs table by trigger). */
export async function createBusinessJob(
  prisma: PrismaClient,
  ability: AppAbility,
  businessId: number,
  input: TJobInput,
  actorId: number,
): Promise<TBusinessJob> {
  const business = await managedBusiness(prisma, ability, businessId, 'create');
  await requireActiveMembership(prisma, business.id);
  const write = await validateJobInput(prisma, input, { creating: true });
  const created = await prisma.$transaction(async (tx) => {
    const address = write.address ? await tx.address.create({ data: write.address, select: { id: true } }) : null;
    const job = await tx.job.create({
      data: {
        ...write.columns,
        businessId: business.id,
        addressId: address?.id ?? null,
        benefits: { create: write.benefits },
        ...(write.reward ? { reward: { create: write.reward } } : {}),
      },
      select: { id: true, createdAt: true },
    });
    await recordAudit(tx, {
      subjectType: 'Job',
      subjectId: job.id,
      action: 'posted',
      fromState: null,
      toState: 'open',
      actorId,
    });
    await recordWebhookEvents(tx, [
      {
        businessId: business.id,
        type: 'job.created',
        data: { job: { id: job.id, title: write.columns.title, created_at: job.createdAt.toISOString() } },
      },
    ]);
    return job;
  });
  return toBusinessJob(await jobOfBusiness(prisma, business.id, created.id));
}

async function writeChildren(tx: Prisma.TransactionClient, jobId: number, write: JobWrite) {
  await tx.benefit.deleteMany({ where: { jobId } });
  if (write.benefits.length > 0) await tx.benefit.createMany({ data: write.benefits.map((b) => ({ ...b, jobId })) });
  if (write.reward) {
    await tx.reward.upsert({ where: { jobId }, create: { ...write.reward, jobId }, update: write.reward });
  } else {
    await tx.reward.deleteMany({ where: { jobId } });
  }
}

/** Edits every field of a job; benefits and reward are replaced. A closed posting stays as it was closed. */
export async function updateBusinessJob(
  prisma: PrismaClient,
  ability: AppAbility,
  params: { business_id: number; job_id: number },
  input: TJobInput,
  actorId: number,
): Promise<TBusinessJob> {
  const business = await managedBusiness(prisma, ability, params.business_id, 'update');
  const job = await jobOfBusiness(prisma, business.id, params.job_id);
  if (!job.active) throw AppError.invalid({ job: ['This job is closed and can no longer be edited.'] });
  const write = await validateJobInput(prisma, input, { creating: false, jobId: job.id });
  await prisma.$transaction(async (tx) => {
    // The questions' ids again, from the job row locked: an edit saved meanwhile may have taken some.
    await tx.$queryRaw`SELECT id FROM jobs WHERE id = ${job.id} FOR UPDATE`;
    const errors = new FieldErrors();
    const questions = await screeningColumns(tx, input, { creating: false, jobId: job.id }, errors);
    errors.throwIfAny();
    let addressId: number | null = null;
    if (write.address && job.addressId !== null) {
      await tx.address.update({ where: { id: job.addressId }, data: write.address });
      addressId = job.addressId;
    } else if (write.address) {
      addressId = (await tx.address.create({ data: write.address, select: { id: true } })).id;
    }
    await tx.job.update({ where: { id: job.id }, data: { ...write.columns, ...questions, addressId } });
    await writeChildren(tx, job.id, write);
    await recordAudit(tx, {
      subjectType: 'Job',
      subjectId: job.id,
      action: 'edited',
      fromState: 'open',
      toState: 'open',
      actorId,
    });
  });
  return toBusinessJob(await jobOfBusiness(prisma, business.id, job.id));
}
