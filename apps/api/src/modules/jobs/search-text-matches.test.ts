import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchChanges } from './search-state.ts';
import { TextMatches } from './search-text.ts';

let t: TestApp;
let businessId: number;
beforeAll(async () => {
  t = await startTestApp();
  businessId = (await createBusiness(t.db, { name: 'Keystone Works' })).id;
  await createJob(t.db, { businessId, title: 'Glassblower', description: 'Hand-blown vases.' });
});
afterAll(() => t.close());

const titlesFound = async (what: string) =>
  (await t.client().get(`/api/v1/jobs?what_search_text=${encodeURIComponent(what)}`)).body.map(
    (job: { title: string }) => job.title,
  );

describe("a search text's remembered match", () => {
  it('is the same match while the search rows stand still, and built again once they move on', async () => {
    const matches = new TextMatches(t.db.pool);
    const before = await searchChanges(t.db.pool);
    const first = await matches.match('glassblowr', before);
    expect(first).toMatchObject({ kind: 'expanded', correctedText: expect.stringMatching(/^glassblow/) });
    expect(await matches.match('glassblowr', before)).toBe(first);

    await createJob(t.db, { businessId, title: 'Glass Cutter', description: 'Cut panes to size.' });
    const after = await searchChanges(t.db.pool);
    expect(after).not.toBe(before);
    const rebuilt = await matches.match('glassblowr', after);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });

  it('is built once for the searches asking at once, with where the rows stood before it was built', async () => {
    const matches = new TextMatches(t.db.pool);
    const before = await searchChanges(t.db.pool);
    const [first, second] = await Promise.all([matches.remembered('glassblower'), matches.remembered('glassblower')]);
    expect(second).toBe(first);
    expect(first.changes).toBe(before);
    expect(first.match).toMatchObject({ kind: 'expanded' });
    expect(await matches.match('glassblower', before)).toBe(first.match);
  });

  it('answers a search again with its remembered match, the same jobs and total, while the rows stand still', async () => {
    const search = () => t.client().get('/api/v1/jobs?what_search_text=glassblowr');
    const first = await search();
    const again = await search();
    expect(first.body.map((job: { title: string }) => job.title)).toContain('Glassblower');
    expect(again.body).toEqual(first.body);
    expect(again.headers.total).toBe(first.headers.total);
    expect(again.headers['showing-results-for']).toBe(first.headers['showing-results-for']);
  });

  it('follows the vocabulary: a half-typed word finds a job posted after the same search found none', async () => {
    // The second search has the first one's match remembered, built before the job was posted.
    expect(await titlesFound('potte')).toEqual([]);
    await createJob(t.db, { businessId, title: 'Potter', description: 'Throw bowls on the wheel.' });
    expect(await titlesFound('potte')).toEqual(['Potter']);
  });

  it("answers a search whose last word starts a stop word of a title ('o' of 'of'), which has no stem", async () => {
    await createJob(t.db, { businessId, title: 'Director of Operations', description: 'Run the workshop.' });
    for (const what of ['o', 'of', 'glass o', 'a a a a a a a a a a a a']) {
      const response = await t.client().get(`/api/v1/jobs?what_search_text=${encodeURIComponent(what)}`);
      expect(response.status, what).toBe(200);
    }
    expect(await titlesFound('director of')).toEqual(['Director of Operations']);
  });
});

describe('a search with OR and a phrase or an exclusion', () => {
  it('finds the union, the operators kept where they were typed', async () => {
    await createJob(t.db, { businessId, title: 'Line Cook', description: 'Work the grill.' });
    await createJob(t.db, { businessId, title: 'Night Nurse', description: 'Care on the ward.' });
    await createJob(t.db, { businessId, title: 'Line Manager', description: 'Lead the shift.' });

    expect((await titlesFound('"line cook" or nurse')).sort()).toEqual(['Line Cook', 'Night Nurse']);
    expect((await titlesFound('nurse or "line cook"')).sort()).toEqual(['Line Cook', 'Night Nurse']);
    expect((await titlesFound('line -manager or nurse')).sort()).toEqual(['Line Cook', 'Night Nurse']);
  });
});
