import sql from 'sql-template-tag';
import { describe, expect, it } from 'vitest';
import { changeNoticesOf } from '../../infra/caching/change-notices.ts';
import { inTransaction, runStatement } from '../../infra/database-rows.ts';
import { createBusiness, createJob, lookupId } from '../../testing/jobs.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { NOTICE_DELIVERY, withTwoProcesses } from '../../testing/two-processes.ts';
import { createUser, signedInClient } from '../../testing/users.ts';

let a: TestApp;
let b: TestApp;
withTwoProcesses((started) => ([a, b] = started));

const jobTypeNames = async (t: TestApp) =>
  ((await t.client().get('/api/v1/job_types')).body as Array<{ name: string }>).map((row) => row.name);

/** Renames a job type as the reference data's seed does: in a transaction of its own, from another connection. */
async function renameJobType(t: TestApp, from: string, to: string) {
  await inTransaction(t.db.pool, async (client) => {
    await runStatement(client, sql`UPDATE job_types SET name = ${to} WHERE name = ${from}`);
  });
}

describe('caches across processes', () => {
  it('listens for changes in each process', () => {
    expect([changeNoticesOf(a.db.pool)?.listening, changeNoticesOf(b.db.pool)?.listening]).toEqual([true, true]);
  });

  it('shows a region an admin renames through one process at once through the other', async () => {
    const admin = await signedInClient(a, await createUser(a.db, { role: 'Admin' }));
    const created = await admin.post('/api/v1/regions').send({ region: { name: 'North Shore' } });
    expect((await b.client().get(`/api/v1/regions/${created.body.id}`)).body.name).toBe('North Shore');
    await admin.put(`/api/v1/regions/${created.body.id}`).send({ region: { name: 'Essex County' } });
    expect((await b.client().get(`/api/v1/regions/${created.body.id}`)).body.name).toBe('Essex County');
    expect((await b.client().get('/api/v1/regions')).body).toContainEqual({
      id: created.body.id,
      name: 'Essex County',
    });
  });

  it('drops a changed reference table in every process at once: the lists and the jobs naming it', async () => {
    const business = await createBusiness(a.db, { name: 'Harbor Freight Co' });
    const fullTime = await lookupId(a.db, 'jobType', 'Full-time');
    const job = await createJob(a.db, { businessId: business.id, title: 'Dock hand', jobTypeId: fullTime });
    // Both processes hold the names now.
    for (const t of [a, b]) {
      expect(await jobTypeNames(t)).toContain('Full-time');
      expect((await t.client().get(`/api/v1/jobs/${job.id}`)).body.job_type.name).toBe('Full-time');
    }
    await renameJobType(a, 'Full-time', 'Full time');
    // The notice reaches each listener a moment (milliseconds) after the commit.
    for (const t of [b, a]) await expect.poll(() => jobTypeNames(t), NOTICE_DELIVERY).toContain('Full time');
    for (const t of [b, a]) {
      expect(await jobTypeNames(t)).toContain('Full time');
      expect((await t.client().get(`/api/v1/jobs/${job.id}`)).body.job_type.name).toBe('Full time');
    }
    await renameJobType(b, 'Full time', 'Full-time');
    await expect
      .poll(async () => (await a.client().get(`/api/v1/jobs/${job.id}`)).body.job_type.name, NOTICE_DELIVERY)
      .toBe('Full-time');
  });

  it('keeps what it read while it hears changes, and nothing while it cannot', async () => {
    // Every notice of the tests before is heard first: a late one would empty the cache after this read.
    await changeNoticesOf(b.db.pool)!.caughtUp(b.db.pool);
    expect(await jobTypeNames(b)).toContain('Part-time');
    // Changed behind every process's back (no notice): the cache of a listening process keeps its names.
    await runStatement(a.db.pool, sql`ALTER TABLE job_types DISABLE TRIGGER cached_table_changed_values`);
    await runStatement(a.db.pool, sql`UPDATE job_types SET name = 'Part time' WHERE name = 'Part-time'`);
    expect(await jobTypeNames(b)).toContain('Part-time');

    // The listening connection is cut: until it is back, every read goes to the database.
    const notices = changeNoticesOf(b.db.pool)!;
    const listener = notices.serverProcessId;
    await runStatement(a.db.pool, sql`SELECT pg_terminate_backend(${listener}::int)`);
    await expect.poll(() => notices.listening).toBe(false);
    expect(await jobTypeNames(b)).toContain('Part time');
    await runStatement(a.db.pool, sql`UPDATE job_types SET name = 'Half-time' WHERE name = 'Part time'`);
    expect(await jobTypeNames(b)).toContain('Half-time');
    await runStatement(a.db.pool, sql`ALTER TABLE job_types ENABLE TRIGGER cached_table_changed_values`);

    // Back: it listens on a new connection, and a change is again seen at once.
    await expect.poll(() => notices.listening, { timeout: 5_000 }).toBe(true);
    expect(notices.serverProcessId).not.toBe(listener);
    await renameJobType(a, 'Half-time', 'Part-time');
    await expect.poll(() => jobTypeNames(b), NOTICE_DELIVERY).toContain('Part-time');
  });
});
