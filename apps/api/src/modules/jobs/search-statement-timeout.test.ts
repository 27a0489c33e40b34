import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/** Short, so that a search held up by a lock reaches it at once; the default is 5 s. */
const TIMEOUT_MS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SEARCH_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) } });
  const business = await createBusiness(t.db, { name: 'Keystone Works' });
  await createJob(t.db, { businessId: business.id, title: 'Glassblower' });
});
afterAll(() => t.close());

/**
 * Runs `during` while another connection holds the search rows locked: every search statement then waits
 * for the lock, as a statement too slow for its timeout would run, until PostgreSQL cancels it.
 */
async function whileSearchRowsLocked(during: () => Promise<void>): Promise<void> {
  const holder = await t.db.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE search.job_search IN ACCESS EXCLUSIVE MODE');
    await during();
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
}

describe('a search statement that runs past its timeout', () => {
  it('is cancelled, and the search answers a 503 in the error shape while the rest of the API answers', async () => {
    const client = t.client();
    await whileSearchRowsLocked(async () => {
      const started = performance.now();
      const search = await client.get('/api/v1/jobs?what_search_text=glassblower');
      expect(search.status).toBe(503);
      expect(search.body).toEqual({
        error: 'This search took too long. Please try again in a moment, or with fewer words.',
      });
      expect(search.headers['retry-after']).toBe('5');
      // Cut short by the timeout (a few statements may each wait for it), not left waiting for the lock.
      expect(performance.now() - started).toBeLessThan(10 * TIMEOUT_MS);

      const suggestions = await client.get('/api/v1/jobs/suggestions?q=glass');
      expect(suggestions.status).toBe(503);
      expect((await client.get('/api/health')).status).toBe(200);
    });

    // The connections whose statements were cancelled serve the next searches.
    const after = await client.get('/api/v1/jobs?what_search_text=glassblower');
    expect(after.status).toBe(200);
    expect(after.body.map((job: { title: string }) => job.title)).toEqual(['Glassblower']);
  });

  it('leaves every other statement without a timeout: the pool of the rest of the API is not the searches’', async () => {
    const { rows } = await t.db.pool.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(rows[0]!.statement_timeout).toBe('0');
  });
});
