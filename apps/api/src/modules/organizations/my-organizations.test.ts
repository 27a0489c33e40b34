import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { sendForm } from '../../testing/forms.ts';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, PNG_BYTES, signedInClient, signIn } from '../../testing/users.ts';

let t: TestApp;
let chamberId: number;
let otherId: number;
let orgAdmin: Agent;
let orgAdminId: number;
beforeAll(async () => {
  t = await startTestApp();
  const member = await createBusiness(t.db, { name: 'Pier Cafe' });
  const outsider = await createBusiness(t.db, { name: 'Elsewhere Inc' });
  const chamber = await t.db.prisma.organization.create({
    data: { name: 'Pier Chamber', tagline: 'Old tagline', businesses: { create: [{ businessId: member.id }] } },
  });
  chamberId = chamber.id;
  otherId = (await t.db.prisma.organization.create({ data: { name: 'Other Guild' } })).id;
  const live = await createJob(t.db, { businessId: member.id, title: 'Barista' });
  await createJob(t.db, { businessId: member.id, title: 'Closed role', active: false });
  const expired = await createJob(t.db, { businessId: member.id, title: 'Expired role' });
  await t.db.prisma.job.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 86_400_000) } });
  await createJob(t.db, { businessId: outsider.id, title: 'Not a member job' });
  const candidate = await createUser(t.db);
  const referrer = await createUser(t.db);
  const link = await t.db.prisma.shareLink.create({ data: { key: 'pier-share', userId: referrer.id, jobId: live.id } });
  await t.db.prisma.shareLinkView.createMany({
    data: [
      { shareLinkId: link.id, signature: 'a' },
      { shareLinkId: link.id, signature: 'b' },
    ],
  });
  await t.db.prisma.application.create({ data: { userId: candidate.id, jobId: live.id, shareLinkId: link.id } });
  const user = await createUser(t.db, { organizationIds: [chamberId] });
  orgAdminId = user.id;
  orgAdmin = t.client();
  await signIn(orgAdmin, user);
});
afterAll(() => t.close());

function profileForm(fields: Record<string, string | [Blob, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) data.append(name, value[0], value[1]);
    else data.append(name, value);
  }
  return data;
}

describe("an organization's own admins", () => {
  it('get read and update on organization in permissions.can, without signing in again', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const before = await client.get('/auth/verify_token');
    expect(before.body.permissions.can.update ?? []).not.toContain('organization');
    await t.db.prisma.organizationAdmin.create({ data: { organizationId: otherId, userId: user.id } });
    const after = await client.get('/auth/verify_token');
    expect(after.body.permissions.can.read).toContain('organization');
    expect(after.body.permissions.can.update).toContain('organization');
    expect(after.body.organization_ids).toEqual([otherId]);
    expect((await client.get(`/api/v1/me/organizations/${otherId}`)).status).toBe(200);
    await t.db.prisma.organizationAdmin.deleteMany({ where: { userId: user.id } });
    expect((await client.get(`/api/v1/me/organizations/${otherId}`)).status).toBe(404);
  });

  it('list and see their organization: profile, businesses and the feed numbers, never its admins', async () => {
    const list = await orgAdmin.get('/api/v1/me/organizations');
    expect(list.body).toEqual([{ id: chamberId, name: 'Pier Chamber', tagline: 'Old tagline', logo: null }]);
    const shown = await orgAdmin.get(`/api/v1/me/organizations/${chamberId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: chamberId,
      name: 'Pier Chamber',
      businesses: [{ name: 'Pier Cafe' }],
      stats: { live_jobs: 1, applications: 1, share_link_views: 2 },
    });
    expect(shown.body).not.toHaveProperty('admins');
    expect(shown.body).not.toHaveProperty('admin_count');
  });

  it('change the public profile, logo and banner included', async () => {
    const response = await sendForm(
      orgAdmin.put(`/api/v1/me/organizations/${chamberId}`),
      profileForm({
        'organization[tagline]': 'Hire on the pier',
        'organization[join_url]': 'https://pier.example.org/join',
        'organization[join_help_text]': 'Ask at the harbour office.',
        'organization[display_info_when_framed]': 'false',
        'organization[logo]': [new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png'],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      tagline: 'Hire on the pier',
      join_url: 'https://pier.example.org/join',
      join_help_text: 'Ask at the harbour office.',
      display_info_when_framed: false,
    });
    expect(response.body.logo).toMatch(/^\/api\/v1\/files\/\d+$/);
    const tooLong = await sendForm(
      orgAdmin.put(`/api/v1/me/organizations/${chamberId}`),
      profileForm({ 'organization[tagline]': 'x'.repeat(141) }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ error: { tagline: ['Tagline must be 140 characters or fewer.'] } });
  });

  it('cannot change the name, the active flag, the region, the admins or the businesses', async () => {
    for (const [field, value] of [
      ['organization[name]', 'Renamed'],
      ['organization[active]', 'false'],
      ['organization[region_id]', '1'],
      ['organization[admin_ids][]', String(orgAdminId)],
      ['organization[business_ids][]', ''],
    ] as const) {
      const response = await sendForm(
        orgAdmin.put(`/api/v1/me/organizations/${chamberId}`),
        profileForm({ 'organization[tagline]': 'Sneaky', [field]: value }),
      );
      expect(response.status, field).toBe(403);
      expect(response.body).toEqual({ error: 'Organization admins may change the public profile only.' });
    }
    const organization = await t.db.prisma.organization.findUniqueOrThrow({
      where: { id: chamberId },
      include: { _count: { select: { admins: true, businesses: true } } },
    });
    expect(organization).toMatchObject({ name: 'Pier Chamber', active: true, tagline: 'Hire on the pier' });
    expect(organization._count).toEqual({ admins: 1, businesses: 1 });
  });

  it('cannot see or change another organization; admins use the admin screens; visitors must sign in', async () => {
    expect((await orgAdmin.get(`/api/v1/me/organizations/${otherId}`)).status).toBe(404);
    const change = await sendForm(
      orgAdmin.put(`/api/v1/me/organizations/${otherId}`),
      profileForm({ 'organization[tagline]': 'Taken over' }),
    );
    expect(change.status).toBe(404);
    expect((await t.db.prisma.organization.findUniqueOrThrow({ where: { id: otherId } })).tagline).toBeNull();
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    expect((await admin.get(`/api/v1/me/organizations/${chamberId}`)).status).toBe(404);
    expect((await admin.get('/api/v1/me/organizations')).body).toEqual([]);
    expect((await t.client().get('/api/v1/me/organizations')).status).toBe(401);
  });
});
