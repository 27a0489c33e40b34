import type { TestDatabase } from '@mainwork/db/testing';

/** A change a job's page shows: what it is, how to make it, where the page shows it, and what it then shows. */
export type JobPageChange = [
  what: string,
  change: () => Promise<unknown>,
  shown: (page: Record<string, any>) => unknown,
  expected: unknown,
];

/**
 * The changes to the rows around a job that its page shows (decision 048, 075): a benefit added, its reward,
 * its business renamed, its place, its reward source renamed. The job needs a place and a reward naming
 * `rewardSourceId`, and shows one benefit, a reward of 100, and none of the new names.
 */
export function jobPageChanges(
  db: TestDatabase,
  job: { id: number; addressId: number | null },
  ids: { businessId: number; rewardSourceId: number },
): JobPageChange[] {
  return [
    [
      'a benefit added',
      () => db.prisma.benefit.create({ data: { jobId: job.id, name: 'Boat rides', position: 2 } }),
      (page) => page.benefits.length,
      2,
    ],
    [
      'the reward',
      () => db.prisma.reward.update({ where: { jobId: job.id }, data: { amount: 250 } }),
      (page) => page.reward.amount,
      250,
    ],
    [
      'the business renamed',
      () => db.prisma.business.update({ where: { id: ids.businessId }, data: { name: 'Ferry Lines' } }),
      (page) => page.business.name,
      'Ferry Lines',
    ],
    [
      'the place',
      () => db.prisma.address.update({ where: { id: job.addressId! }, data: { city: 'Salem' } }),
      (page) => page.address.city,
      'Salem',
    ],
    [
      'the reward source renamed',
      () => db.prisma.rewardSource.update({ where: { id: ids.rewardSourceId }, data: { name: 'Pier Books' } }),
      (page) => page.reward.reward_source?.name,
      'Pier Books',
    ],
  ];
}
