import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../testing/cookies.ts';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { viewAffiliateLink } from './service.ts';

let t: TestApp;
let linkId: number;
beforeAll(async () => {
  t = await startTestApp();
  const link = await t.db.prisma.affiliateLink.create({
    data: { name: 'Newsletter', key: 'spring-news', message: 'Welcome, newsletter readers!', signUpType: 'employer' },
  });
  linkId = link.id;
});
afterAll(() => t.close());

const events = (type?: 'View' | 'SignUp') =>
  t.db.prisma.affiliateLinkEvent.findMany({
    where: { affiliateLinkId: linkId, ...(type ? { type } : {}) },
    orderBy: { id: 'asc' },
  });

describe('following an affiliate link', () => {
  it('returns id, sign-up type and message, and counts one view per visitor per day', async () => {
    const visitor = t.client();
    const first = await visitor.get('/api/v1/affiliate_links/spring-news/view');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: linkId, sign_up_type: 'employer', message: 'Welcome, newsletter readers!' });
    expect(cookieOf(visitor, 'mw_vid')).toBeTruthy();
    await visitor.get('/api/v1/affiliate_links/spring-news/view');
    const views = await events('View');
    expect(views).toHaveLength(1);
    expect(views[0]!.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(views[0]!.signature).not.toContain(cookieOf(visitor, 'mw_vid'));

    await t.client().get('/api/v1/affiliate_links/spring-news/view');
    expect(await events('View')).toHaveLength(2);
  });

  it('counts concurrent first views of one visitor once', async () => {
    const before = (await events('View')).length;
    const view = { keyOrId: 'spring-news', noEvent: false, signature: 'f'.repeat(32), automated: false };
    await Promise.all(Array.from({ length: 20 }, () => viewAffiliateLink(t.db.prisma, view)));
    expect((await events('View')).length).toBe(before + 1);
  });

  it('does not count with no_event=true, by id, or for a crawler', async () => {
    const before = (await events('View')).length;
    const byId = await t.client().get(`/api/v1/affiliate_links/${linkId}/view?no_event=true`);
    expect(byId.body.id).toBe(linkId);
    await t.client().get('/api/v1/affiliate_links/spring-news/view?no_event=true');
    await t
      .client({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
      .get('/api/v1/affiliate_links/spring-news/view');
    await t.client({ 'sec-purpose': 'prefetch' }).get('/api/v1/affiliate_links/spring-news/view');
    expect((await events('View')).length).toBe(before);
  });

  it('404s an unknown key', async () => {
    const response = await t.client().get('/api/v1/affiliate_links/no-such-key/view');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Affiliate link not found.' });
  });
});

describe('signing up through an affiliate link', () => {
  it('records an attributed sign-up when the same visitor viewed the link', async () => {
    const visitor = t.client();
    await visitor.get('/api/v1/affiliate_links/spring-news/view');
    const response = await sendForm(visitor.post('/auth/register'), {
      email: 'came-from-link@example.com',
      password: 'quiet-harbor-42',
      al: String(linkId),
    });
    expect(response.status).toBe(201);
    const signUp = (await events('SignUp')).find((event) => event.userId === response.body.id)!;
    expect(signUp).toMatchObject({ attributed: true });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: response.body.id } })).affiliateLinkId).toBe(
      linkId,
    );
  });

  it('records an unattributed sign-up for a visitor who never viewed it', async () => {
    const response = await sendForm(t.client().post('/auth/register'), {
      email: 'direct@example.com',
      password: 'quiet-harbor-42',
      al: String(linkId),
    });
    const signUp = (await events('SignUp')).find((event) => event.userId === response.body.id)!;
    expect(signUp).toMatchObject({ attributed: false });
  });

  it('does not attribute a view older than 30 days', async () => {
    const visitor = t.client();
    await visitor.get('/api/v1/affiliate_links/spring-news/view');
    const [latest] = (await events('View')).slice(-1);
    await t.db.prisma.affiliateLinkEvent.update({
      where: { id: latest!.id },
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    const response = await sendForm(visitor.post('/auth/register'), {
      email: 'old-view@example.com',
      password: 'quiet-harbor-42',
      al: String(linkId),
    });
    expect((await events('SignUp')).find((event) => event.userId === response.body.id)).toMatchObject({
      attributed: false,
    });
  });

  it('still signs up with an unknown link id, recording nothing', async () => {
    const before = (await events()).length;
    const response = await sendForm(t.client().post('/auth/register'), {
      email: 'ghost-link@example.com',
      password: 'quiet-harbor-42',
      al: '987654',
    });
    expect(response.status).toBe(201);
    expect((await events()).length).toBe(before);
  });
});
