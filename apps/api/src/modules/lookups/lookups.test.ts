import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('lookups', () => {
  it('lists states with their codes, DC included, alphabetically', async () => {
    const { status, body } = await t.client().get('/api/v1/states');
    expect(status).toBe(200);
    expect(body).toHaveLength(51);
    expect(body).toContainEqual({ id: expect.any(Number), name: 'Massachusetts', code: 'MA' });
    expect(body).toContainEqual({ id: expect.any(Number), name: 'District of Columbia', code: 'DC' });
    const names = body.map((state: { name: string }) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists the job lookups as id and name in display order', async () => {
    const locationTypes = await t.client().get('/api/v1/job_location_types');
    expect(locationTypes.body.map((row: { name: string }) => row.name)).toEqual(['On-site', 'Remote', 'Hybrid']);
    for (const path of [
      'employer_sizes',
      'job_types',
      'job_functions',
      'job_industries',
      'job_experience_levels',
      'payment_methods',
    ]) {
      const { status, body } = await t.client().get(`/api/v1/${path}`);
      expect(status, path).toBe(200);
      expect(body.length, path).toBeGreaterThan(2);
      expect(Object.keys(body[0]).sort(), path).toEqual(['id', 'name']);
    }
  });

  it('shows regions, one by id, and 404s an unknown one', async () => {
    const region = await t.db.prisma.region.create({ data: { name: 'North Shore' } });
    expect((await t.client().get('/api/v1/regions')).body).toEqual([{ id: region.id, name: 'North Shore' }]);
    expect((await t.client().get(`/api/v1/regions/${region.id}`)).body).toEqual({ id: region.id, name: 'North Shore' });
    const missing = await t.client().get('/api/v1/regions/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Region not found.' });
    const bad = await t.client().get('/api/v1/regions/nope');
    expect(bad.status).toBe(400);
  });
});
