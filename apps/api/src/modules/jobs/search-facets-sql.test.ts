import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SEARCH_FILTERS } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { idFacet } from './search-facets.ts';
import { ID_FILTERS } from './search-sql.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('the facets the job_search migrations compute', () => {
  it('hold a facet for every lookup filter the contracts declare', async () => {
    const business = await createBusiness(db, { name: 'Harbor Bakery' });
    const job = await createJob(db, {
      businessId: business.id,
      title: 'Pastry Chef',
      place: PLACES.boston,
      locationType: 'Hybrid',
      jobTypeId: await lookupId(db, 'jobType', 'Part-time'),
      jobExperienceLevelId: await lookupId(db, 'jobExperienceLevel', 'Senior level'),
      jobIndustryId: await lookupId(db, 'jobIndustry'),
      jobFunctionId: await lookupId(db, 'jobFunction'),
    });
    for (const filter of JOB_SEARCH_FILTERS) {
      if (filter.lookup === null) continue;
      const { column, facetKind } = ID_FILTERS[filter.key];
      const statement = sql`SELECT ${column} AS id, s.facets FROM search.job_search s WHERE s."jobId" = ${job.id}`;
      const { rows } = await db.pool.query<{ id: number | null; facets: number[] }>(statement.text, statement.values);
      expect(rows[0]!.id, filter.key).not.toBeNull();
      expect(rows[0]!.facets, filter.key).toContain(idFacet(facetKind, rows[0]!.id!));
    }
  });
});
