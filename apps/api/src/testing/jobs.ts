import { annualSalary } from '@mainwork/contracts';
import type { Prisma, RewardType, SalaryRate } from '@mainwork/db';
import type { TestDatabase } from '@mainwork/db/testing';

export async function lookupId(
  db: TestDatabase,
  table: 'jobType' | 'jobExperienceLevel' | 'jobIndustry' | 'jobFunction' | 'jobLocationType',
  name?: string,
): Promise<number> {
  const delegate = db.prisma[table] as unknown as { findFirstOrThrow(args: object): Promise<{ id: number }> };
  return (await delegate.findFirstOrThrow(name ? { where: { name } } : { orderBy: { id: 'asc' } })).id;
}

export async function createBusiness(db: TestDatabase, data: { name: string; active?: boolean }) {
  return db.prisma.business.create({ data: { name: data.name, active: data.active ?? true } });
}

type Place = { city: string; stateCode: string; zip: string; latitude: number; longitude: number };

export const PLACES = {
  boston: { city: 'Boston', stateCode: 'MA', zip: '02108', latitude: 42.3576, longitude: -71.0684 },
  cambridge: { city: 'Cambridge', stateCode: 'MA', zip: '02139', latitude: 42.3647, longitude: -71.1042 },
  worcester: { city: 'Worcester', stateCode: 'MA', zip: '01608', latitude: 42.2626, longitude: -71.8023 },
  providence: { city: 'Providence', stateCode: 'RI', zip: '02903', latitude: 41.8205, longitude: -71.4128 },
} satisfies Record<string, Place>;

/** A job with sensible defaults; every field the search looks at can be set. */
export async function createJob(
  db: TestDatabase,
  options: {
    businessId: number;
    title: string;
    description?: string;
    place?: Place;
    locationType?: 'On-site' | 'Remote' | 'Hybrid';
    jobTypeId?: number;
    jobExperienceLevelId?: number;
    jobIndustryId?: number;
    jobFunctionId?: number;
    salary?: { rate: SalaryRate; minimum: number; maximum?: number };
    reward?: { type: RewardType; amount: number; rewardSourceId?: number; code?: string; description?: string };
    benefits?: string[];
    postedAt?: Date;
    active?: boolean;
    applicationsPaused?: boolean;
    requireResume?: boolean;
    requireCoverLetter?: boolean;
    /** Instant Apply on (the default) or off; `atsLink` adds the employer's own application link. */
    useMwApply?: boolean;
    atsLink?: string;
  },
) {
  const locationTypeId = await lookupId(
    db,
    'jobLocationType',
    options.locationType ?? (options.place ? 'On-site' : 'Remote'),
  );
  let address: Prisma.AddressCreateNestedOneWithoutJobsInput | undefined;
  if (options.place) {
    const state = await db.prisma.state.findUniqueOrThrow({ where: { code: options.place.stateCode } });
    address = {
      create: {
        city: options.place.city,
        zip: options.place.zip,
        latitude: options.place.latitude,
        longitude: options.place.longitude,
        state: { connect: { id: state.id } },
      },
    };
  }
  const salary = options.salary;
  return db.prisma.job.create({
    data: {
      business: { connect: { id: options.businessId } },
      title: options.title,
      description: options.description ?? `<p>${options.title} wanted.</p>`,
      jobLocationType: { connect: { id: locationTypeId } },
      ...(options.jobTypeId ? { jobType: { connect: { id: options.jobTypeId } } } : {}),
      ...(options.jobExperienceLevelId
        ? { jobExperienceLevel: { connect: { id: options.jobExperienceLevelId } } }
        : {}),
      ...(options.jobIndustryId ? { jobIndustry: { connect: { id: options.jobIndustryId } } } : {}),
      ...(options.jobFunctionId ? { jobFunction: { connect: { id: options.jobFunctionId } } } : {}),
      ...(address ? { address } : {}),
      ...(salary
        ? {
            salaryRate: salary.rate,
            minimumSalary: salary.minimum,
            maximumSalary: salary.maximum ?? null,
            annualSalary: annualSalary(salary.rate, salary.minimum, salary.maximum),
          }
        : {}),
      ...(options.reward
        ? {
            reward: {
              create: {
                type: options.reward.type,
                amount: options.reward.amount,
                description: options.reward.description ?? null,
                code: options.reward.code ?? null,
                ...(options.reward.rewardSourceId
                  ? { rewardSource: { connect: { id: options.reward.rewardSourceId } } }
                  : {}),
              },
            },
          }
        : {}),
      ...(options.benefits
        ? { benefits: { create: options.benefits.map((name, position) => ({ name, position })) } }
        : {}),
      postedAt: options.postedAt ?? new Date(),
      active: options.active ?? true,
      applicationsPaused: options.applicationsPaused ?? false,
      requireResume: options.requireResume ?? false,
      requireCoverLetter: options.requireCoverLetter ?? false,
      useMwApply: options.useMwApply ?? true,
      atsLink: options.atsLink ?? null,
    },
  });
}
