import type { Prisma, PrismaClient, Role } from '../generated/client/client.ts';
import { buildDemoJobs, type DemoJob, type DemoReward } from './demo-jobs.ts';
import { BUSINESSES, REWARD_SOURCES, type BusinessKey, type DemoRewardSource, type Place } from './demo-places.ts';
import { EMPLOYER_REWARD_SOURCE_ID, MEMBERSHIP_TERMS_VERSION, seedReferenceData } from './reference-data.ts';

type Tx = Prisma.TransactionClient;

const DEMO_PASSWORD = 'MainWork-demo-1';

export const DEMO_LOGINS: ReadonlyArray<{ role: string; email: string; password: string }> = [
  { role: 'Admin', email: 'admin@mainwork.test', password: DEMO_PASSWORD },
  { role: 'Employer', email: 'employer@mainwork.test', password: DEMO_PASSWORD },
  { role: 'Hunter', email: 'hunter@mainwork.test', password: DEMO_PASSWORD },
  { role: 'Organization admin', email: 'orgadmin@mainwork.test', password: DEMO_PASSWORD },
];

const DEMO_USERS = {
  admin: { email: 'admin@mainwork.test', role: 'Admin', firstName: 'Alex', lastName: 'Morgan', phone: '6175550101' },
  employer: {
    email: 'employer@mainwork.test',
    role: 'Employer',
    firstName: 'Erin',
    lastName: 'Walsh',
    phone: '6175550102',
  },
  hunter: {
    email: 'hunter@mainwork.test',
    role: 'Hunter',
    firstName: 'Jordan',
    lastName: 'Rivera',
    phone: '6175550103',
  },
  orgAdmin: {
    email: 'orgadmin@mainwork.test',
    role: 'Hunter',
    firstName: 'Priya',
    lastName: 'Patel',
    phone: '6175550104',
  },
} satisfies Record<string, { email: string; role: Role; firstName: string; lastName: string; phone: string }>;

type DemoUserKey = keyof typeof DEMO_USERS;

/** Any lock key will do as long as nothing else uses it; it serialises concurrent seeders (several API processes). */
const SEED_LOCK_KEY = 7_204_318_001;

/** True when there are no users, no businesses and no jobs; reference data alone does not count. */
export async function isDatabaseEmpty(prisma: Tx): Promise<boolean> {
  const [user, business, job] = await Promise.all([
    prisma.user.findFirst({ select: { id: true } }),
    prisma.business.findFirst({ select: { id: true } }),
    prisma.job.findFirst({ select: { id: true } }),
  ]);
  return user === null && business === null && job === null;
}

/**
 * Demo users, businesses, organizations, reward sources and jobs, written all-or-nothing and only into
 * an empty database. Reference data is ensured first, since the demo rows point at it.
 */
export async function seedDemoData(
  prisma: PrismaClient,
  options: { hashPassword: (plain: string) => Promise<string> },
): Promise<{ seeded: boolean }> {
  if (!(await isDatabaseEmpty(prisma))) return { seeded: false };
  await seedReferenceData(prisma);
  // Hashing can be slow (argon2); keep it out of the transaction.
  const passwordHashes = {} as Record<DemoUserKey, string>;
  for (const key of Object.keys(DEMO_USERS) as DemoUserKey[]) {
    passwordHashes[key] = await options.hashPassword(DEMO_PASSWORD);
  }
  const now = new Date();
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`;
      if (!(await isDatabaseEmpty(tx))) return { seeded: false };
      await writeDemoData(tx, passwordHashes, now);
      return { seeded: true };
    },
    { timeout: 120_000 },
  );
}

async function writeDemoData(tx: Tx, passwordHashes: Record<DemoUserKey, string>, now: Date): Promise<void> {
  const lookups = await loadLookups(tx);
  const createAddress = (place: Place) =>
    tx.address.create({
      data: {
        addressOne: place.addressOne,
        city: place.city,
        stateId: lookups.state(place.state),
        zip: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    });

  const createUser = (key: DemoUserKey) =>
    tx.user.create({
      data: {
        ...DEMO_USERS[key],
        passwordHash: passwordHashes[key],
        referralPaymentMethodId: DEMO_USERS[key].role === 'Hunter' ? lookups.paymentMethod('Venmo') : null,
        // Demo accounts get their mail at once: their addresses are the product's own.
        emailConfirmedAt: new Date(),
      },
    });
  await createUser('admin');
  const employer = await createUser('employer');
  const hunter = await createUser('hunter');
  const orgAdmin = await createUser('orgAdmin');
  await tx.defaultApplication.create({
    data: {
      userId: hunter.id,
      firstName: hunter.firstName,
      lastName: hunter.lastName,
      email: hunter.email,
      phone: hunter.phone,
    },
  });

  const businessIds = new Map<BusinessKey, number>();
  for (const [index, business] of BUSINESSES.entries()) {
    const address = await createAddress(business.address);
    const created = await tx.business.create({
      data: {
        name: business.name,
        tagline: business.tagline,
        employerSizeId: lookups.employerSize(business.size),
        addressId: address.id,
        // The demo employer is the first business's owner (its team: docs/decisions/054-team-members.md).
        ...(index === 0
          ? { members: { create: { userId: employer.id, role: 'owner', status: 'active', joinedAt: new Date() } } }
          : {}),
      },
    });
    businessIds.set(business.key, created.id);
  }
  const businessId = (key: BusinessKey) => businessIds.get(key) ?? missing('business', key);
  await tx.membership.create({
    data: {
      businessId: businessId(BUSINESSES[0]?.key ?? 'harborPoint'),
      termsVersion: MEMBERSHIP_TERMS_VERSION,
      acceptedById: employer.id,
    },
  });

  await createOrganizations(tx, businessId, orgAdmin.id);
  await tx.region.createMany({ data: [{ name: 'Greater Boston' }, { name: 'Rhode Island' }], skipDuplicates: true });

  const sourceIds = new Map<DemoRewardSource['key'], number>();
  for (const source of REWARD_SOURCES) {
    const address = await createAddress(source.address);
    const created = await tx.rewardSource.create({
      data: {
        name: source.name,
        url: source.url,
        description: source.description,
        active: source.active,
        approved: source.approved ?? true,
        addressId: address.id,
      },
    });
    sourceIds.set(source.key, created.id);
  }

  const jobIds: number[] = [];
  const jobs = buildDemoJobs(now);
  const hired = hiredJobIndex(jobs);
  for (const [index, job] of jobs.entries()) {
    const address = job.place ? await createAddress(job.place) : null;
    const created = await tx.job.create({
      data: {
        // The posting the demo hunter's referral filled is closed (createReferredHire).
        ...(index === hired ? { active: false, closedAt: hireTimeline(job, now).confirmed } : {}),
        businessId: businessId(job.business.key),
        title: job.spec.title,
        description: job.description,
        jobTypeId: lookups.jobType(job.spec.type),
        jobExperienceLevelId: lookups.experienceLevel(job.spec.level),
        jobIndustryId: lookups.industry(job.spec.industry),
        jobFunctionId: lookups.jobFunction(job.spec.fn),
        jobLocationTypeId: lookups.locationType(job.spec.where),
        addressId: address?.id ?? null,
        minimumSalary: job.minimumSalary,
        maximumSalary: job.maximumSalary,
        salaryRate: job.spec.pay[0],
        annualSalary: job.annualSalary,
        useMwApply: job.atsLink === null,
        atsLink: job.atsLink,
        applicationsPaused: job.spec.paused ?? false,
        requireResume: job.spec.documents !== undefined,
        requireCoverLetter: job.spec.documents === 'resume and cover letter',
        viewsCount: job.viewsCount,
        postedAt: job.postedAt,
        expiresAt: job.expiresAt,
        createdAt: job.postedAt,
        benefits: { create: job.benefits.map((name, index) => ({ name, position: index + 1 })) },
        ...(job.reward && {
          reward: {
            create: {
              type: job.reward.type,
              amount: job.reward.amount,
              rewardSourceId: rewardSourceId(job.reward.source, sourceIds),
              description: job.reward.description,
              url: job.reward.url,
              code: job.reward.code,
            },
          },
        }),
      },
    });
    jobIds.push(created.id);
  }

  // A demo business whose jobs arrive by themselves (docs/decisions/062-job-sources.md): connected to the Greenhouse
  // board `harborcoffee`, which the API serves from its recorded answers in demo mode (apps/api/src/demo-job-boards.ts);
  // its first sync is queued here and runs as soon as a worker starts.
  const jobSource = await tx.jobSource.create({
    data: {
      businessId: businessId('bioworks'),
      kind: 'greenhouse',
      board: 'harborcoffee',
      defaultReward: {
        type: 'Reward::Cash',
        amount: 300,
        reward_source_id: null,
        description: null,
        url: null,
        code: null,
      },
    },
  });
  await tx.$executeRaw`SELECT graphile_worker.add_job('job-sources.sync', json_build_object('sourceId', ${jobSource.id}::int),
    job_key => ${`job-source-${jobSource.id}`}::text)`;

  await createActivity(tx, jobs, jobIds, { hunter, orgAdmin }, now, hired);
  await createReferredHire(tx, {
    job: jobs[hired]!,
    jobId: jobIds[hired] ?? 0,
    businessId: businessId(jobs[hired]!.business.key),
    users: { employer, hunter, candidate: orgAdmin },
    now,
  });
  await tx.affiliateLink.createMany({
    data: [
      {
        name: 'Spring newsletter',
        key: 'spring-news',
        message: 'Welcome from our spring newsletter! Sign up to find local jobs.',
        signUpType: 'all',
      },
      {
        name: 'Employer outreach',
        key: 'employers-2026',
        message: 'Post your first job with MainWork.',
        signUpType: 'employer',
      },
    ],
    skipDuplicates: true,
  });
}

async function createOrganizations(
  tx: Tx,
  businessId: (key: BusinessKey) => number,
  orgAdminId: number,
): Promise<void> {
  await tx.organization.create({
    data: {
      name: 'Greater Boston Chamber of Commerce',
      tagline: 'Connecting Greater Boston businesses with the people who make them work.',
      joinUrl: 'https://example.org/join',
      joinHelpText:
        'Chamber members post jobs on MainWork for free. Join the Chamber to add your openings to this feed.',
      displayInfoWhenFramed: true,
      admins: { create: [{ userId: orgAdminId }] },
      businesses: {
        create: (['harborPoint', 'bioworks', 'unionSquare', 'backBay', 'mysticValley'] as const).map((key) => ({
          businessId: businessId(key),
        })),
      },
    },
  });
  await tx.organization.create({
    data: {
      name: 'Rhode Island Business Association',
      tagline: 'Ocean State employers, hiring locally.',
      joinUrl: 'https://example.org/ri-join',
      joinHelpText: 'Association members can list their jobs here. Contact us to become a member.',
      displayInfoWhenFramed: false,
      businesses: {
        create: (['narragansett', 'waterplace', 'harborPoint'] as const).map((key) => ({
          businessId: businessId(key),
        })),
      },
    },
  });
}

type DemoUser = { id: number; firstName: string | null; lastName: string | null; email: string; phone: string | null };

/** The hunter's applications and share link, and one application referred through that link. */
async function createActivity(
  tx: Tx,
  jobs: DemoJob[],
  jobIds: number[],
  users: { hunter: DemoUser; orgAdmin: DemoUser },
  now: Date,
  hired: number,
): Promise<void> {
  // Only open jobs that accept a plain instant application: the hunter's defaults carry no files.
  const open = jobs.flatMap((job, index) =>
    index !== hired && takesPlainApplications(job) ? [{ job, id: jobIds[index] ?? 0 }] : [],
  );
  const pick = (businessKey: BusinessKey, nth = 0) =>
    open.filter(({ job }) => job.business.key === businessKey)[nth]?.id ?? missing('open job at', businessKey);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  const applied = [
    { jobId: pick('harborPoint'), status: 'reviewed', createdAt: daysAgo(6) },
    { jobId: pick('backBay'), status: 'received', createdAt: daysAgo(3) },
    { jobId: pick('narragansett'), status: 'received', createdAt: daysAgo(1) },
  ] as const;
  for (const application of applied) {
    await tx.application.create({ data: { ...application, userId: users.hunter.id, ...contact(users.hunter) } });
  }

  const sharedJobId = pick('harborPoint', 1);
  const shareLink = await tx.shareLink.create({
    data: { key: 'hP7vQ2xLm9Ka', userId: users.hunter.id, jobId: sharedJobId, createdAt: daysAgo(5) },
  });
  await tx.shareLinkView.createMany({
    data: ['demo-visitor-a', 'demo-visitor-b', 'demo-visitor-c'].map((signature, index) => ({
      shareLinkId: shareLink.id,
      signature,
      createdAt: daysAgo(4 - index),
    })),
  });
  await tx.application.create({
    data: {
      jobId: sharedJobId,
      userId: users.orgAdmin.id,
      shareLinkId: shareLink.id,
      ...contact(users.orgAdmin),
      comments: 'Jordan shared this role with me. I would love to hear more.',
      createdAt: daysAgo(2),
    },
  });
}

const contact = (user: DemoUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
});

const takesPlainApplications = (job: DemoJob) =>
  job.atsLink === null && !job.spec.paused && job.spec.documents === undefined;

/**
 * The posting the demo hunter referred someone to and that ended in a hire: the demo employer's gift card of
 * its own (reward source 1, so the employer's team redeems it; no promotion code, so it has a redemption
 * code: decision 065), taking plain applications. The last such posting, so that the hunter's own
 * applications and share link stay on the first ones.
 */
function hiredJobIndex(jobs: DemoJob[]): number {
  const employerBusiness = BUSINESSES[0]?.key;
  const index = jobs.findLastIndex(
    (job) =>
      job.business.key === employerBusiness &&
      job.reward?.type === 'GiftCard' &&
      job.reward.source === 'employer' &&
      job.reward.code === null &&
      takesPlainApplications(job),
  );
  return index >= 0 ? index : missing('job for the referred hire at', String(employerBusiness));
}

/** When each step of the referred hire happened: between the posting and now, in order. */
function hireTimeline(job: DemoJob, now: Date) {
  const at = (share: number) => new Date(job.postedAt.getTime() + share * (now.getTime() - job.postedAt.getTime()));
  return { shared: at(0.1), applied: at(0.25), confirmed: at(0.5), paid: at(0.75) };
}

/** The demo gift card's redemption code: Crockford's base 32, in four groups of four (decision 065). */
const DEMO_REDEMPTION_CODE = 'HP7D-EM0G-1FTC-ARD5';

/** The platform fee on the demo hire, as the API's default (PLATFORM_FEE_PERCENT) prices it. */
const DEMO_FEE_PERCENT = 20;

/**
 * The demo hunter's referral that ended in a hire, as the product leaves it (decisions 032, 054, 065): the
 * hunter's share link, the candidate's application through it (hired), the resolution the employer (the
 * business's owner) completed with the charge for reward and fee, the employer's paid invoice, and the
 * hunter's reward earned with its gift card code. The posting itself is created closed.
 */
async function createReferredHire(
  tx: Tx,
  input: {
    job: DemoJob;
    jobId: number;
    businessId: number;
    users: { employer: DemoUser; hunter: DemoUser; candidate: DemoUser };
    now: Date;
  },
): Promise<void> {
  const { job, jobId, users } = input;
  const when = hireTimeline(job, input.now);
  const shareLink = await tx.shareLink.create({
    data: { key: 'bE4kTn8wQz3R', userId: users.hunter.id, jobId, createdAt: when.shared },
  });
  const application = await tx.application.create({
    data: {
      jobId,
      userId: users.candidate.id,
      shareLinkId: shareLink.id,
      ...contact(users.candidate),
      comments: 'Jordan told me the team is hiring. I have built Node.js services for five years.',
      status: 'hired',
      createdAt: when.applied,
    },
  });
  const resolution = await tx.resolution.create({
    data: {
      jobId,
      status: 'complete',
      isPositionFilled: true,
      isMwHire: true,
      foundApplicant: true,
      completedAt: when.confirmed,
      createdAt: when.confirmed,
      selectedApplicants: { create: { applicationId: application.id } },
    },
  });
  const rewardCents = Math.round(Number(job.reward?.amount ?? 0) * 100);
  const feeCents = Math.round((rewardCents * DEMO_FEE_PERCENT) / 100);
  const billing = await tx.billingRecord.create({
    data: {
      resolutionId: resolution.id,
      businessId: input.businessId,
      applicationId: application.id,
      rewardAmountCents: rewardCents,
      feeAmountCents: feeCents,
      totalAmountCents: rewardCents + feeCents,
      status: 'paid',
      paidAt: when.paid,
      createdAt: when.confirmed,
    },
  });
  const reward = await tx.referralReward.create({
    data: {
      applicationId: application.id,
      billingRecordId: billing.id,
      shareLinkId: shareLink.id,
      referrerId: users.hunter.id,
      rewardType: 'GiftCard',
      amountCents: rewardCents,
      status: 'earned',
      earnedAt: when.paid,
      redemptionCode: DEMO_REDEMPTION_CODE,
      createdAt: when.confirmed,
    },
  });
  await tx.auditEvent.createMany({
    data: [
      {
        subjectType: 'Job',
        subjectId: jobId,
        action: 'closed',
        fromState: 'open',
        toState: 'closed',
        actorId: users.employer.id,
        createdAt: when.confirmed,
      },
      {
        subjectType: 'ReferralReward',
        subjectId: reward.id,
        action: 'earn',
        fromState: 'pending_payment',
        toState: 'earned',
        data: { billing_record_id: billing.id },
        createdAt: when.paid,
      },
    ],
  });
}

function rewardSourceId(source: DemoReward['source'], ids: Map<DemoRewardSource['key'], number>): number | null {
  if (source === null) return null;
  if (source === 'employer') return EMPLOYER_REWARD_SOURCE_ID;
  return ids.get(source) ?? missing('reward source', source);
}

async function loadLookups(tx: Tx) {
  const [states, sizes, types, levels, industries, functions, locationTypes, paymentMethods] = await Promise.all([
    tx.state.findMany({ select: { id: true, code: true } }),
    tx.employerSize.findMany({ select: { id: true, name: true } }),
    tx.jobType.findMany({ select: { id: true, name: true } }),
    tx.jobExperienceLevel.findMany({ select: { id: true, name: true } }),
    tx.jobIndustry.findMany({ select: { id: true, name: true } }),
    tx.jobFunction.findMany({ select: { id: true, name: true } }),
    tx.jobLocationType.findMany({ select: { id: true, name: true } }),
    tx.paymentMethod.findMany({ select: { id: true, name: true } }),
  ]);
  const finder = (what: string, rows: Array<{ id: number; name: string }>) => {
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    return (name: string) => ids.get(name) ?? missing(what, name);
  };
  return {
    state: finder(
      'state',
      states.map(({ id, code }) => ({ id, name: code })),
    ),
    employerSize: finder('employer size', sizes),
    jobType: finder('job type', types),
    experienceLevel: finder('experience level', levels),
    industry: finder('job industry', industries),
    jobFunction: finder('job function', functions),
    locationType: finder('job location type', locationTypes),
    paymentMethod: finder('payment method', paymentMethods),
  };
}

function missing(what: string, name: string): never {
  throw new Error(`Demo data refers to an unknown ${what}: ${name}`);
}
