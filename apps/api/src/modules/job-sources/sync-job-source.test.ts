import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'supertest';
import { openDatabase, type JobSourceKind } from '@mainwork/db';
import { enqueue, startWorker } from '../../infra/queue/queue.ts';
import { LocalJobBoards, recorded, recordedJson, type BoardProvider } from '../../infra/job-boards/local-job-boards.ts';
import { lookupId } from '../../testing/jobs.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signIn, type TestUser } from '../../testing/users.ts';
import { JOB_SOURCE_SYNC_QUEUE } from './job-sources.ts';
import { queueDueJobSources, jobSourceSyncJob } from './sync-jobs.ts';
import { backOffMs, syncJobSource, type SyncDeps } from './sync-job-source.ts';

/**
 * The sync of a job source (decision 062): postings new at the source are created live, changed ones updated
 * (the employer's reward and benefits kept), gone ones closed by the product; a failing source keeps its jobs,
 * backs off and, after a day, tells the owners; one run of a source at a time, however many workers.
 */

const boards = new LocalJobBoards().withRecordedAnswers();
let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;
let deps: SyncDeps;
const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };

beforeAll(async () => {
  await boards.start();
  t = await startTestApp({ env: boards.env() });
  owner = await createUser(t.db, { role: 'Employer' });
  ownerClient = t.client();
  await signIn(ownerClient, owner);
  deps = { prisma: t.db.prisma, read: t.config.jobSources, publicUrl: t.config.publicUrl, log: quiet };
});
afterAll(async () => {
  await t.close();
  await boards.stop();
});

let boardCounter = 0;
async function connect(kind: JobSourceKind, board: string, businessId = owner.businessId!) {
  return t.db.prisma.jobSource.create({
    data: {
      businessId,
      kind,
      board,
      defaultReward: {
        type: 'Reward::Cash',
        amount: 150,
        reward_source_id: null,
        description: null,
        url: null,
        code: null,
      },
    },
  });
}
const openJobs = (sourceId: number) =>
  t.db.prisma.job.findMany({ where: { jobSourceId: sourceId, active: true }, orderBy: { id: 'asc' } });

type Mutable = { board: string; provider: BoardProvider; kind: JobSourceKind; url: (board: string) => string };
type Case = Mutable & {
  /** Serves the board with its recorded postings, all or all but the first, the second retitled when asked. */
  serve(options: { dropFirst?: boolean; retitleSecond?: string }): void;
  count: number;
};

const jsonList = (key: string | null, file: string, title: string) => (target: Mutable) => ({
  ...target,
  serve({ dropFirst, retitleSecond }: { dropFirst?: boolean; retitleSecond?: string }) {
    const answer = recordedJson<Record<string, unknown> | unknown[]>(file);
    let list = (key ? (answer as Record<string, unknown[]>)[key]! : (answer as unknown[])) as Array<
      Record<string, unknown>
    >;
    if (retitleSecond) list[1]![title] = retitleSecond;
    if (dropFirst) list = list.slice(1);
    boards.set(target.provider, target.board, { body: key ? { ...(answer as object), [key]: list } : list });
  },
});

/** Each provider with its recorded answer, and how many of its postings are imported. */
function cases(): Case[] {
  const id = () => `board${++boardCounter}`;
  const ids = { id: '' };
  const plain = (kind: JobSourceKind, provider: BoardProvider): Mutable => {
    ids.id = id();
    return { kind, provider, board: ids.id, url: (board) => board };
  };
  const smart = plain('smartrecruiters', 'smartrecruiters');
  const page = plain('json_ld', 'page');
  const feed = plain('feed', 'feed');
  return [
    { ...jsonList('jobs', 'greenhouse-jobs.json', 'title')(plain('greenhouse', 'greenhouse')), count: 3 },
    { ...jsonList(null, 'lever-postings.json', 'text')(plain('lever', 'lever')), count: 2 },
    { ...jsonList('jobs', 'ashby-job-board.json', 'title')(plain('ashby', 'ashby')), count: 2 },
    { ...jsonList('jobs', 'workable-account.json', 'title')(plain('workable', 'workable')), count: 2 },
    {
      ...smart,
      count: 2,
      serve({ dropFirst, retitleSecond }) {
        const posting = recordedJson<Record<string, unknown>>('smartrecruiters-posting.json');
        const second = { ...posting, id: '744000099999999', name: retitleSecond ?? 'Cashier' };
        boards.setSmartRecruiters(smart.board, dropFirst ? [second] : [posting, second]);
      },
    },
    {
      ...page,
      url: (board) => boards.pageUrl(board),
      count: 2,
      serve({ dropFirst, retitleSecond }) {
        let html = recorded('careers-page.html');
        if (retitleSecond) html = html.replace('"Delivery Driver"', JSON.stringify(retitleSecond));
        if (dropFirst) html = html.replace('"validThrough": "2030-01-01T00:00"', '"validThrough": "2020-01-01T00:00"');
        boards.set('page', page.board, { body: html, contentType: 'text/html' });
      },
    },
    {
      ...feed,
      url: (board) => boards.feedUrl(board),
      count: 2,
      serve({ dropFirst, retitleSecond }) {
        let xml = recorded('rss-feed.xml');
        if (retitleSecond) xml = xml.replace('<title>Library Page</title>', `<title>${retitleSecond}</title>`);
        if (dropFirst) xml = xml.replace(/<item>[\s\S]*?<\/item>/, '');
        boards.set('feed', feed.board, { body: xml, contentType: 'application/rss+xml' });
      },
    },
  ];
}

describe('each provider: create, update, close', () => {
  for (const each of cases()) {
    it(`${each.kind}: imports the postings live, rewrites a changed one and closes the one gone`, async () => {
      each.serve({});
      const source = await connect(each.kind, each.url(each.board));
      expect(await syncJobSource(deps, source.id)).toEqual({
        result: 'synced',
        created: each.count,
        updated: 0,
        closed: 0,
      });
      const jobs = await openJobs(source.id);
      expect(jobs).toHaveLength(each.count);
      for (const job of jobs) {
        // Scripts, event handlers and frames of the recorded answers never reach the database.
        expect(job.description).not.toMatch(/<script|onerror|onclick|<iframe|<img/i);
        expect(job.expiresAt).toBeNull();
      }
      const rewards = await t.db.prisma.reward.findMany({ where: { jobId: { in: jobs.map((job) => job.id) } } });
      expect(rewards.map((reward) => Number(reward.amount))).toEqual(jobs.map(() => 150));

      each.serve({ retitleSecond: 'Renamed At The Source', dropFirst: true });
      expect(await syncJobSource(deps, source.id)).toEqual({ result: 'synced', created: 0, updated: 1, closed: 1 });
      const [first, second] = await t.db.prisma.job.findMany({
        where: { id: { in: jobs.slice(0, 2).map((job) => job.id) } },
        include: { resolution: true },
        orderBy: { id: 'asc' },
      });
      expect(first).toMatchObject({ active: false, resolution: { status: 'complete', autoCompleted: true } });
      expect(second).toMatchObject({ active: true, title: 'Renamed At The Source' });

      // Nothing changed at the source: nothing is written.
      expect(await syncJobSource(deps, source.id)).toEqual({ result: 'synced', created: 0, updated: 0, closed: 0 });
    });
  }
});

describe("the employer's own edits", () => {
  it('keeps the reward and benefits the employer set when the source changes the posting', async () => {
    boards.set('greenhouse', 'edited', { body: recordedJson('greenhouse-jobs.json') });
    const source = await connect('greenhouse', 'edited');
    await syncJobSource(deps, source.id);
    const job = (await openJobs(source.id))[0]!;
    const edit = await ownerClient.put(`/api/v1/businesses/${owner.businessId}/jobs/${job.id}`).send({
      job: {
        title: job.title,
        description: job.description,
        job_type_id: await lookupId(t.db, 'jobType', 'Full-time'),
        job_location_type_id: await lookupId(t.db, 'jobLocationType', 'Remote'),
        minimum_salary: 40000,
        maximum_salary: 50000,
        salary_rate: 'per_year',
        benefits_attributes: [{ name: 'Free coffee' }],
        reward_attributes: { type: 'Reward::Cash', amount: 900 },
        use_mw_apply: false,
        ats_link: job.atsLink,
      },
    });
    expect(edit.status).toBe(200);

    const changed = recordedJson<{ jobs: Array<Record<string, unknown>> }>('greenhouse-jobs.json');
    changed.jobs[0]!.title = 'Head Barista (mornings)';
    boards.set('greenhouse', 'edited', { body: changed });
    expect(await syncJobSource(deps, source.id)).toMatchObject({ result: 'synced', updated: 1 });
    const after = await t.db.prisma.job.findUniqueOrThrow({
      where: { id: job.id },
      include: { reward: true, benefits: true },
    });
    expect(after.title).toBe('Head Barista (mornings)');
    expect(Number(after.reward!.amount)).toBe(900);
    expect(after.benefits.map((benefit) => benefit.name)).toEqual(['Free coffee']);
  });
});

describe('a failing source', () => {
  it('keeps its jobs, shows failing with the error in words, backs off, mails the owner after a day, recovers', async () => {
    boards.set('greenhouse', 'flaky', { body: recordedJson('greenhouse-jobs.json') });
    const source = await connect('greenhouse', 'flaky');
    await syncJobSource(deps, source.id);
    boards.set('greenhouse', 'flaky', { status: 500, body: { error: 'boom' } });

    const start = new Date();
    const failed = await syncJobSource({ ...deps, now: () => start }, source.id);
    expect(failed).toEqual({
      result: 'failed',
      error: 'The board answered with an error (HTTP 500). MainWork will try again.',
    });
    expect(await openJobs(source.id)).toHaveLength(3);
    let row = await t.db.prisma.jobSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row).toMatchObject({ failureCount: 1, failingSince: start, failureMailedAt: null });
    expect(row.nextSyncAt.getTime()).toBe(start.getTime() + backOffMs(1));
    const listed = await ownerClient.get(`/api/v1/businesses/${owner.businessId}/job_sources`);
    expect(listed.body).toContainEqual(
      expect.objectContaining({
        id: source.id,
        status: 'failing',
        last_error: failed.result === 'failed' && failed.error,
      }),
    );
    // Not due again before its back-off is over.
    expect(await queuedFor(source.id, start)).toBe(false);

    const dayLater = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    await syncJobSource({ ...deps, now: () => dayLater }, source.id);
    row = await t.db.prisma.jobSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row).toMatchObject({ failureCount: 2, failureMailedAt: dayLater });
    const mails = (await queuedJobs(t.db, 'mail.send')).map((job) => job.payload as { to: string; subject: string });
    expect(mails).toContainEqual(
      expect.objectContaining({ to: owner.email, subject: 'Your Greenhouse jobs are not updating' }),
    );

    // Mailed once per run of failures.
    await syncJobSource({ ...deps, now: () => new Date(dayLater.getTime() + 60_000) }, source.id);
    expect(
      (await queuedJobs(t.db, 'mail.send')).filter((job) => JSON.stringify(job.payload).includes('not updating')),
    ).toHaveLength(1);

    boards.set('greenhouse', 'flaky', { body: recordedJson('greenhouse-jobs.json') });
    expect(await syncJobSource(deps, source.id)).toMatchObject({ result: 'synced' });
    row = await t.db.prisma.jobSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row).toMatchObject({ lastError: null, failureCount: 0, failingSince: null, failureMailedAt: null });
  });

  it('survives hostile answers: 10,000 jobs, a slow board, the wrong types', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      title: `Job ${index}`,
      content: '<p>x</p>',
    }));
    boards.set('greenhouse', 'many', { body: { jobs: many } });
    const big = await connect('greenhouse', 'many');
    expect(await syncJobSource(deps, big.id)).toEqual({
      result: 'failed',
      error: 'The board lists 10,000 jobs; MainWork imports boards of up to 5,000.',
    });

    boards.set('lever', 'slow', { body: [], delayMs: 3_000 });
    const slow = await connect('lever', 'slow');
    const hurried = { ...deps, read: { ...deps.read, limits: { ...deps.read.limits, timeoutMs: 500 } } };
    expect(await syncJobSource(hurried, slow.id)).toMatchObject({
      result: 'failed',
      error: expect.stringMatching(/did not answer/),
    });

    boards.set('ashby', 'wrong', { body: { jobs: 'many' } });
    const wrong = await connect('ashby', 'wrong');
    expect(await syncJobSource(deps, wrong.id)).toEqual({
      result: 'failed',
      error: "The board's answer is not in Ashby's format.",
    });
  });
});

async function queuedFor(sourceId: number, now: Date): Promise<boolean> {
  await queueDueJobSources(t.db.prisma, now);
  return (await queuedJobs(t.db, JOB_SOURCE_SYNC_QUEUE)).some(
    (job) => (job.payload as { sourceId: number }).sourceId === sourceId,
  );
}

describe('one run of a source at a time', () => {
  it('lets one of two runs started at once from two processes read the board; the other is told it is busy', async () => {
    boards.set('greenhouse', 'race', { body: recordedJson('greenhouse-jobs.json'), delayMs: 300 });
    const source = await connect('greenhouse', 'race');
    const second = openDatabase(t.db.url, { max: 3 });
    try {
      const outcomes = await Promise.all([
        syncJobSource(deps, source.id),
        syncJobSource({ ...deps, prisma: second.prisma }, source.id),
      ]);
      expect(outcomes.map((outcome) => outcome.result).sort()).toEqual(['busy', 'synced']);
      expect(boards.reads.get('greenhouse/race')).toBe(1);
      expect(await openJobs(source.id)).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('with two workers and two queued syncs of one source, reads it once at a time and imports each job once', async () => {
    boards.set('greenhouse', 'workers', { body: recordedJson('greenhouse-jobs.json'), delayMs: 500 });
    const source = await connect('greenhouse', 'workers');
    const second = openDatabase(t.db.url, { max: 5 });
    const workers = await Promise.all(
      [t.db, second].map((database) =>
        startWorker({
          pool: database.pool,
          log: quiet,
          pollMs: 100,
          tasks: { [JOB_SOURCE_SYNC_QUEUE]: jobSourceSyncJob({ ...deps, prisma: database.prisma }) },
        }),
      ),
    );
    try {
      await t.db.prisma.$transaction(async (tx) => {
        await enqueue(tx, JOB_SOURCE_SYNC_QUEUE, { sourceId: source.id }, { jobKey: 'first' });
        await enqueue(tx, JOB_SOURCE_SYNC_QUEUE, { sourceId: source.id }, { jobKey: 'second' });
      });
      await vi.waitFor(
        async () => {
          const row = await t.db.prisma.jobSource.findUniqueOrThrow({ where: { id: source.id } });
          expect(row.lastSyncedAt).not.toBeNull();
          // The run that found the source busy was put back, a minute on, under the source's key.
          const keys = (await queuedJobs(t.db, JOB_SOURCE_SYNC_QUEUE)).map((job) => job.key);
          expect(keys.filter((key) => key === 'first' || key === 'second')).toEqual([]);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(boards.mostAtOnce.get('greenhouse/workers')).toBe(1);
      const jobs = await t.db.prisma.job.findMany({ where: { jobSourceId: source.id } });
      expect(jobs).toHaveLength(3);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await second.close();
    }
  });
});

describe('the hourly sweep', () => {
  it('queues the sources that are due, not the paused ones, one waiting job each', async () => {
    const other = await createUser(t.db, { role: 'Employer' });
    const due = await connect('workable', 'baysideclinic', other.businessId!);
    const paused = await connect('lever', 'lonestarsupply', other.businessId!);
    await t.db.prisma.jobSource.update({ where: { id: paused.id }, data: { paused: true } });
    const later = new Date(Date.now() + 60_000);
    expect(await queuedFor(due.id, later)).toBe(true);
    expect(await queuedFor(paused.id, later)).toBe(false);
    await queueDueJobSources(t.db.prisma, later);
    const forDue = (await queuedJobs(t.db, JOB_SOURCE_SYNC_QUEUE)).filter(
      (job) => (job.payload as { sourceId: number }).sourceId === due.id,
    );
    expect(forDue).toHaveLength(1);
  });
});

describe('a large board', () => {
  it('syncs 1,000 jobs from one source (the time is printed, not asserted)', async () => {
    const jobs = Array.from({ length: 1_000 }, (_, index) => ({
      id: 900_000 + index,
      title: `Imported Job ${index}`,
      absolute_url: `https://boards.greenhouse.io/big/jobs/${index}`,
      location: { name: index % 3 === 0 ? 'Remote' : 'Boston, MA' },
      content: `&lt;p&gt;Posting number ${index}.&lt;/p&gt;`,
    }));
    boards.set('greenhouse', 'thousand', { body: { jobs } });
    const source = await connect('greenhouse', 'thousand');
    const first = performance.now();
    expect(await syncJobSource(deps, source.id)).toEqual({ result: 'synced', created: 1_000, updated: 0, closed: 0 });
    const created = performance.now() - first;
    const again = performance.now();
    expect(await syncJobSource(deps, source.id)).toEqual({ result: 'synced', created: 0, updated: 0, closed: 0 });
    const unchanged = performance.now() - again;
    console.info(
      `job sources: 1,000 jobs imported from one source in ${Math.round(created)} ms; the same board again, unchanged, in ${Math.round(unchanged)} ms`,
    );
  }, 120_000);
});
