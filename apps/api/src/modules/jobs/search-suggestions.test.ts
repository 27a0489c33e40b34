import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { suggestionStatement } from './search-suggestions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const business = await createBusiness(t.db, { name: 'Harbor Health' });
  for (const title of ['Registered Nurse', 'registered nurse', 'Nurse Practitioner', 'Nursing Assistant']) {
    await createJob(t.db, { businessId: business.id, title, description: 'Patient care.' });
  }
  // Closed jobs, and a closed business's, are not suggested nor counted.
  await createJob(t.db, { businessId: business.id, title: 'Registered Nurse', active: false });
  await createJob(t.db, { businessId: business.id, title: 'Nurse Educator', active: false });
  const closed = await createBusiness(t.db, { name: 'Shut Clinic', active: false });
  await createJob(t.db, { businessId: closed.id, title: 'Registered Nurse' });
  // A description that mentions nurses does not make its title a suggestion.
  await createJob(t.db, { businessId: business.id, title: 'Staff Accountant', description: 'Works with nurses.' });
});
afterAll(() => t.close());

const suggest = (q: string) => t.client().get(`/api/v1/jobs/suggestions?q=${encodeURIComponent(q)}`);

describe('the search suggestions', () => {
  it('suggests titles holding the text and title words starting with its last word, most jobs first', async () => {
    const answer = await suggest('nur');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { kind: 'word', text: 'nurse', jobs: 3 },
      { kind: 'title', text: 'Registered Nurse', jobs: 2 },
      { kind: 'title', text: 'Nurse Practitioner', jobs: 1 },
      { kind: 'title', text: 'Nursing Assistant', jobs: 1 },
      { kind: 'word', text: 'nursing', jobs: 1 },
    ]);
    // The whole text is held by the title; case and accents are forgiven.
    expect((await suggest('Régistered NU')).body).toEqual([{ kind: 'title', text: 'Registered Nurse', jobs: 2 }]);
    expect((await suggest('accountant nur')).body).toEqual([]);
  });

  it('answers nothing for a single letter and 400 for an empty or too long text', async () => {
    expect((await suggest('n')).body).toEqual([]);
    for (const q of ['', '   ', 'n'.repeat(101)]) {
      const answer = await suggest(q);
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('error');
    }
    const missing = await t.client().get('/api/v1/jobs/suggestions');
    expect(missing.status).toBe(400);
  });
});

describe("the suggestions' reads", () => {
  it('find the jobs through the document index and the words through the primary key, never a scan', async () => {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      // A handful of rows is cheapest scanned; priced out, what remains is which index.
      await client.query('SET LOCAL enable_seqscan = off');
      const statement = suggestionStatement(['nur']);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, [
        ...statement.values!,
      ]);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on job_search_document_idx/);
      expect(plan).toMatch(/Index Cond: \(word = /);
      expect(plan).not.toMatch(/Seq Scan on (job_search|vocabulary)/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
