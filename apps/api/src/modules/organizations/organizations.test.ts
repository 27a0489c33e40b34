import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let chamberId: number;
let hiddenId: number;
let members: number[];
beforeAll(async () => {
  t = await startTestApp();
  const open = await createBusiness(t.db, { name: 'Open Member' });
  const closed = await createBusiness(t.db, { name: 'Closed Member', active: false });
  members = [open.id];
  const chamber = await t.db.prisma.organization.create({
    data: {
      name: 'Harbor Chamber',
      tagline: 'Local first',
      joinUrl: 'https://example.org/join',
      joinHelpText: 'Members post free.',
      displayInfoWhenFramed: false,
      businesses: { create: [{ businessId: open.id }, { businessId: closed.id }] },
    },
  });
  chamberId = chamber.id;
  hiddenId = (await t.db.prisma.organization.create({ data: { name: 'Dormant Guild', active: false } })).id;
});
afterAll(() => t.close());

describe('organizations', () => {
  it('lists active organizations only', async () => {
    const { body } = await t.client().get('/api/v1/organizations');
    expect(body).toEqual([{ id: chamberId, name: 'Harbor Chamber', tagline: 'Local first', logo: null }]);
  });

  it('shows one with its active member businesses and feed settings', async () => {
    const { status, body } = await t.client().get(`/api/v1/organizations/${chamberId}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: chamberId,
      name: 'Harbor Chamber',
      active: true,
      tagline: 'Local first',
      logo: null,
      banner: null,
      join_url: 'https://example.org/join',
      join_help_text: 'Members post free.',
      display_info_when_framed: false,
      business_ids: members,
    });
  });

  it('is 404 when inactive or unknown', async () => {
    for (const id of [hiddenId, 999999]) {
      const response = await t.client().get(`/api/v1/organizations/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Organization not found.' });
    }
  });
});
