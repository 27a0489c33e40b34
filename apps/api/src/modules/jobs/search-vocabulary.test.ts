import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob } from '../../testing/jobs.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** The vocabulary as its triggers keep it, word → jobs. */
async function vocabulary(): Promise<Record<string, number>> {
  const { rows } = await db.pool.query<{ word: string; jobs: number }>(
    'SELECT word, jobs FROM search.vocabulary ORDER BY word',
  );
  return Object.fromEntries(rows.map((row) => [row.word, row.jobs]));
}

/** The vocabulary recomputed from the search rows: what the triggers must agree with. */
async function recomputed(): Promise<Record<string, number>> {
  const { rows } = await db.pool.query<{ word: string; jobs: number }>(
    `SELECT word, count(*)::int AS jobs FROM search.job_search, search.job_words("searchVector", "titleWords") word
     GROUP BY word ORDER BY word`,
  );
  return Object.fromEntries(rows.map((row) => [row.word, row.jobs]));
}

async function expectInStep() {
  expect(await vocabulary()).toEqual(await recomputed());
}

describe('the vocabulary of live jobs', () => {
  it('counts the words of live jobs and follows inserts, edits, closing, reopening, renames and deletes', async () => {
    const business = await createBusiness(db, { name: 'Quokka Works' });
    const first = await createJob(db, {
      businessId: business.id,
      title: 'Wombat Keeper',
      description: '<p>Feed the wombats.</p>',
    });
    const second = await createJob(db, {
      businessId: business.id,
      title: 'Wombat Trainer',
      description: '<p>Café shifts.</p>',
    });
    let words = await vocabulary();
    // Stems of the documents and whole title words, each counted once per job.
    expect(words).toMatchObject({ wombat: 2, keeper: 1, trainer: 1, quokka: 2, cafe: 1, feed: 1 });
    await expectInStep();

    await db.pool.query(`UPDATE jobs SET title = 'Platypus Keeper' WHERE id = $1`, [first.id]);
    words = await vocabulary();
    expect(words).toMatchObject({ wombat: 2, platypus: 1, keeper: 1 });
    await expectInStep();

    await db.pool.query(`UPDATE jobs SET description = '<p>Sweep.</p>' WHERE id = $1`, [first.id]);
    words = await vocabulary();
    expect(words.wombat).toBe(1);
    expect(words.feed).toBeUndefined();
    await expectInStep();

    // Closed: its words go (a word no live job holds is deleted); reopened: they are back.
    await db.pool.query(`UPDATE jobs SET active = false WHERE id = $1`, [second.id]);
    words = await vocabulary();
    expect(words.trainer).toBeUndefined();
    expect(words.cafe).toBeUndefined();
    expect(words.wombat).toBeUndefined();
    await expectInStep();
    await db.pool.query(`UPDATE jobs SET active = true WHERE id = $1`, [second.id]);
    expect(await vocabulary()).toMatchObject({ trainer: 1, wombat: 1 });
    await expectInStep();

    // The business renamed, then closed: every job's words follow.
    await db.pool.query(`UPDATE businesses SET name = 'Echidna Works' WHERE id = $1`, [business.id]);
    words = await vocabulary();
    expect(words.quokka).toBeUndefined();
    expect(words.echidna).toBe(2);
    await expectInStep();
    await db.pool.query(`UPDATE businesses SET active = false WHERE id = $1`, [business.id]);
    words = await vocabulary();
    expect(words.echidna).toBeUndefined();
    expect(words.platypus).toBeUndefined();
    await expectInStep();
    await db.pool.query(`UPDATE businesses SET active = true WHERE id = $1`, [business.id]);
    await expectInStep();

    await db.pool.query(`DELETE FROM jobs WHERE id = $1`, [first.id]);
    words = await vocabulary();
    expect(words.platypus).toBeUndefined();
    expect(words.trainer).toBe(1);
    await expectInStep();
  });

  it('keeps in step with a bulk insert, in the same transaction', async () => {
    const business = await createBusiness(db, { name: 'Bulk Co' });
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO jobs ("businessId", title, description, "jobLocationTypeId", "postedAt", "updatedAt")
         SELECT $1, 'Lighthouse Keeper ' || g, '<p>Night watch.</p>', (SELECT id FROM job_location_types LIMIT 1), now(), now()
         FROM generate_series(1, 50) g`,
        [business.id],
      );
      const { rows } = await client.query(`SELECT jobs FROM search.vocabulary WHERE word = 'lighthous'`);
      expect(rows).toEqual([{ jobs: 50 }]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await vocabulary()).lighthous).toBeUndefined();
    await expectInStep();
  });
});
