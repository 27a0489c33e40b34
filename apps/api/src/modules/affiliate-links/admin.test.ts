import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let admin: Agent;
let adminUser: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  adminUser = await createUser(t.db, { role: 'Admin' });
  admin = t.client();
  await signIn(admin, adminUser);
});
afterAll(() => t.close());

const body = (fields: Record<string, unknown>) => ({
  name: 'Spring fair',
  key: 'spring-fair',
  message: null,
  sign_up_type: 'all',
  ...fields,
});

describe('affiliate links for admins', () => {
  it('creates a link, lists it with its counts and shows it', async () => {
    const created = await admin.post('/api/v1/affiliate_links').send(body({ message: 'Welcome, fair visitors!' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Spring fair',
      key: 'spring-fair',
      message: 'Welcome, fair visitors!',
      sign_up_type: 'all',
      view_count: 0,
      sign_up_count: 0,
      funnel: { views: 0, sign_ups: 0, attributed: 0, applied: 0, posted_job: 0, hired: 0 },
    });
    const list = await admin.get('/api/v1/affiliate_links');
    expect(list.body.map((link: { key: string }) => link.key)).toContain('spring-fair');
    const shown = await admin.get(`/api/v1/affiliate_links/${created.body.id}`);
    expect(shown.body.name).toBe('Spring fair');
  });

  it('keys fields errors by name, key and sign_up_type', async () => {
    const blank = await admin.post('/api/v1/affiliate_links').send({ name: ' ', key: '', sign_up_type: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.error).toEqual({
      name: ['Enter a name.'],
      key: ['Enter a key.'],
      sign_up_type: ['Choose a sign-up type.'],
    });
    const digits = await admin.post('/api/v1/affiliate_links').send(body({ key: '12345', sign_up_type: 'partner' }));
    expect(digits.body.error).toEqual({
      key: ['The key must contain a letter.'],
      sign_up_type: ['Choose a valid sign-up type.'],
    });
    const spaces = await admin.post('/api/v1/affiliate_links').send(body({ key: 'two words' }));
    expect(spaces.body.error).toEqual({ key: ['Key may only contain letters, digits, - and _.'] });
    const taken = await admin.post('/api/v1/affiliate_links').send(body({ key: 'SPRING-fair' }));
    expect(taken.status).toBe(422);
    expect(taken.body.error).toEqual({ key: ['The key is already taken. Choose another.'] });
  });

  it('changes a link, keeping its own key free to reuse, and 404s an unknown one', async () => {
    const other = await admin.post('/api/v1/affiliate_links').send(body({ name: 'Radio', key: 'radio-ad' }));
    const changed = await admin
      .put(`/api/v1/affiliate_links/${other.body.id}`)
      .send(body({ name: 'Radio spot', key: 'radio-ad', sign_up_type: 'employer' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Radio spot', sign_up_type: 'employer' });
    const clash = await admin.put(`/api/v1/affiliate_links/${other.body.id}`).send(body({ key: 'spring-fair' }));
    expect(clash.body.error).toEqual({ key: ['The key is already taken. Choose another.'] });
    const missing = await admin.put('/api/v1/affiliate_links/999999').send(body({ key: 'gone' }));
    expect(missing.status).toBe(404);
    expect((await admin.get('/api/v1/affiliate_links/999999')).status).toBe(404);
  });

  it('refuses everyone but admins', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/affiliate_links')).status).toBe(401);
    for (const role of ['Hunter', 'Employer'] as const) {
      const client = await signedInClient(t, await createUser(t.db, { role }));
      expect((await client.get('/api/v1/affiliate_links')).status).toBe(403);
      expect((await client.post('/api/v1/affiliate_links').send(body({ key: `by-${role}` }))).status).toBe(403);
    }
  });
});

describe("a link's events and funnel", () => {
  it('counts what is stored: views (not bots or prefetches), sign-ups, attributed, and what those users did next', async () => {
    const link = (await admin.post('/api/v1/affiliate_links').send(body({ name: 'Funnel', key: 'funnel-link' }))).body;
    const visitors = [t.client(), t.client(), t.client()];
    for (const visitor of visitors) await visitor.get('/api/v1/affiliate_links/funnel-link/view');
    await t.client({ 'user-agent': 'Slackbot-LinkExpanding 1.0' }).get('/api/v1/affiliate_links/funnel-link/view');
    await t.client({ purpose: 'prefetch' }).get('/api/v1/affiliate_links/funnel-link/view');

    const register = (client: Agent, email: string, role = 'Hunter') =>
      sendForm(client.post('/auth/register'), {
        email,
        password: 'quiet-harbor-42',
        al: String(link.id),
        role_name: role,
      });
    const applicant = await register(visitors[0]!, 'funnel-applicant@example.com');
    const hired = await register(visitors[1]!, 'funnel-hired@example.com');
    // Signed up through the link id without having viewed it: a sign-up, not attributed.
    const direct = await register(t.client(), 'funnel-direct@example.com');
    expect([applicant.status, hired.status, direct.status]).toEqual([201, 201, 201]);

    const employer = await createUser(t.db, { role: 'Employer' });
    const job = await createJob(t.db, { businessId: employer.businessId!, title: 'Funnel job' });
    await t.db.prisma.application.create({ data: { userId: applicant.body.id, jobId: job.id } });
    await t.db.prisma.application.create({ data: { userId: hired.body.id, jobId: job.id, status: 'hired' } });
    await t.db.prisma.application.create({ data: { userId: direct.body.id, jobId: job.id, status: 'hired' } });

    const shown = (await admin.get(`/api/v1/affiliate_links/${link.id}`)).body;
    const stored = await t.db.prisma.affiliateLinkEvent.groupBy({
      by: ['type'],
      where: { affiliateLinkId: link.id },
      _count: { _all: true },
    });
    const storedCount = (type: string) => stored.find((group) => group.type === type)?._count._all ?? 0;
    expect(storedCount('View')).toBe(3);
    expect(shown).toMatchObject({ view_count: 3, sign_up_count: 3, attributed_count: 2, event_count: 6 });
    expect(shown.funnel).toEqual({
      views: 3,
      sign_ups: storedCount('SignUp'),
      attributed: 2,
      applied: 2,
      posted_job: 0,
      hired: 1,
    });

    const all = await admin.get(`/api/v1/affiliate_links/${link.id}/events`);
    expect(all.headers['total']).toBe('6');
    expect(all.body[0]).toMatchObject({
      type: 'AffiliateLinkEvent::SignUp',
      user: { id: direct.body.id, email: 'funnel-direct@example.com' },
      attributed: false,
    });
    const views = await admin.get(`/api/v1/affiliate_links/${link.id}/events?selection=views`);
    expect(views.headers['total']).toBe('3');
    expect(
      views.body.every(
        (event: { type: string; attributed: unknown; user: unknown }) =>
          event.type === 'AffiliateLinkEvent::View' && event.attributed === null && event.user === null,
      ),
    ).toBe(true);
    const signUps = await admin.get(`/api/v1/affiliate_links/${link.id}/events?selection=sign_ups`);
    expect(signUps.headers['total']).toBe('3');
    const attributed = await admin.get(`/api/v1/affiliate_links/${link.id}/events?selection=attributed`);
    expect(attributed.body.map((event: { user: { email: string } }) => event.user.email).sort()).toEqual([
      'funnel-applicant@example.com',
      'funnel-hired@example.com',
    ]);
  });

  it('pages events 25 at a time and refuses an unknown selection', async () => {
    const link = (await admin.post('/api/v1/affiliate_links').send(body({ name: 'Busy', key: 'busy-link' }))).body;
    await t.db.prisma.affiliateLinkEvent.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        affiliateLinkId: link.id,
        type: 'View' as const,
        signature: `sig-${i}`,
      })),
    });
    const first = await admin.get(`/api/v1/affiliate_links/${link.id}/events?page=1`);
    const second = await admin.get(`/api/v1/affiliate_links/${link.id}/events?page=2`);
    expect(first.body).toHaveLength(25);
    expect(second.body).toHaveLength(5);
    expect(first.headers['total']).toBe('30');
    const ids = new Set([...first.body, ...second.body].map((event: { id: number }) => event.id));
    expect(ids.size).toBe(30);
    expect((await admin.get(`/api/v1/affiliate_links/${link.id}/events?selection=bots`)).status).toBe(400);
    expect((await admin.get('/api/v1/affiliate_links/999999/events')).status).toBe(404);
  });
});
