import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_REQUIRED_MESSAGE, type TJobInput } from '@mainwork/contracts';
import type { Agent } from 'supertest';
import { createJob, lookupId } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;
let other: TestUser;
let otherClient: Agent;
let adminClient: Agent;
let body: (overrides?: Partial<TJobInput>) => { job: TJobInput };
let marketplaceSourceId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.db, { role: 'Employer' });
  other = await createUser(t.db, { role: 'Employer' });
  ownerClient = await signedInClient(t, owner);
  otherClient = await signedInClient(t, other);
  adminClient = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
  const massachusetts = await t.db.prisma.state.findFirstOrThrow({ where: { code: 'MA' } });
  const jobTypeId = await lookupId(t.db, 'jobType');
  const onSite = await lookupId(t.db, 'jobLocationType', 'On-site');
  marketplaceSourceId = (
    await t.db.prisma.rewardSource.create({ data: { name: 'Harbor Books', active: true, approved: true } })
  ).id;
  body = (overrides = {}) => ({
    job: {
      title: 'Pastry Chef',
      description: '<p>Bake <strong>croissants</strong> at dawn.</p><script>alert(1)</script>',
      job_type_id: jobTypeId,
      job_location_type_id: onSite,
      address_attributes: { address_one: '1 Main St', city: 'Boston', state_id: massachusetts.id, zip: '02108' },
      minimum_salary: 55000,
      maximum_salary: 70000,
      salary_rate: 'per_year',
      benefits_attributes: [
        { name: 'Dental', position: 1 },
        { name: 'Free bread', position: 2 },
      ],
      reward_attributes: {
        type: 'Reward::Merchandise',
        amount: 150,
        description: 'A stand mixer',
        url: 'https://example.com/mixer',
        code: 'SECRET-PROMO-42',
      },
      use_mw_apply: true,
      require_resume: true,
      ...overrides,
    },
  });
});
afterAll(() => t.close());

const jobsPath = (businessId: number | null) => `/api/v1/businesses/${businessId}/jobs`;

describe('posting a job', () => {
  it('is live and searchable at once, sanitised, with benefits in order and a 60-day expiry', async () => {
    const created = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ title: 'Quokkabakery Pastry Chef' }));
    expect(created.status).toBe(201);
    const job = created.body;
    expect(job).toMatchObject({
      title: 'Quokkabakery Pastry Chef',
      active: true,
      minimum_salary: 55000,
      maximum_salary: 70000,
      salary_rate: 'per_year',
      address: { city: 'Boston', zip: '02108', state: { code: 'MA' } },
      benefits: [
        { name: 'Dental', position: 1 },
        { name: 'Free bread', position: 2 },
      ],
      reward: { type: 'Reward::Merchandise', amount: 150, code: 'SECRET-PROMO-42' },
      require_resume: true,
    });
    expect(job.description).toBe('<p>Bake <strong>croissants</strong> at dawn.</p>');
    const days = (Date.parse(job.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);

    const search = await t.client().get('/api/v1/jobs?what_search_text=quokkabakery');
    expect(search.body.map((row: { id: number }) => row.id)).toEqual([job.id]);
    const near = await t.client().get('/api/v1/jobs?what_search_text=quokkabakery&where_search_text=Boston, MA');
    expect(near.body.map((row: { id: number }) => row.id)).toEqual([job.id]);
    const salary = await t.client().get('/api/v1/jobs?what_search_text=quokkabakery&filters[job_min_salary_eq]=60000');
    expect(salary.body).toHaveLength(1);
    const tooHigh = await t.client().get('/api/v1/jobs?what_search_text=quokkabakery&filters[job_min_salary_eq]=80000');
    expect(tooHigh.body).toHaveLength(0);
    expect((await t.client().get(`/api/v1/jobs/${job.id}`)).status).toBe(200);
  });

  it('never shows the promotion code to candidates: public job, search, job page and feeds', async () => {
    const created = await ownerClient.post(jobsPath(owner.businessId)).send(body({ title: 'Wombatcoffee Barista' }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    const publicAnswers = [
      await t.client().get(`/api/v1/jobs/${id}`),
      await t.client().get('/api/v1/jobs?what_search_text=wombatcoffee'),
      await t.client().get(`/jobs/${id}`),
      await t.client().get('/rss.xml'),
    ];
    expect(publicAnswers[0]!.body.reward).not.toHaveProperty('code');
    expect(publicAnswers[1]!.body[0].reward).not.toHaveProperty('code');
    for (const answer of publicAnswers) expect(answer.text).not.toContain('SECRET-PROMO-42');
    // A candidate signed in sees no more.
    const hunter = await signedInClient(t, await createUser(t.db));
    expect((await hunter.get(`/api/v1/jobs/${id}`)).text).not.toContain('SECRET-PROMO-42');
    expect((await hunter.get(`${jobsPath(owner.businessId)}/${id}`)).status).toBe(403);
  });

  it('keys every error by field, nested keys as the spec writes them', async () => {
    const empty = await ownerClient.post(jobsPath(owner.businessId)).send({ job: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.error).sort()).toEqual(
      [
        'description',
        'job_location_type',
        'job_type',
        'maximum_salary',
        'minimum_salary',
        'salary_rate',
        'title',
      ].sort(),
    );

    const onSiteNoAddress = await ownerClient.post(jobsPath(owner.businessId)).send(body({ address_attributes: null }));
    expect(onSiteNoAddress.body.error).toEqual({
      address: ['Enter an address, or choose Remote as the location type.'],
    });
    const remote = await lookupId(t.db, 'jobLocationType', 'Remote');
    const remoteJob = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ address_attributes: null, job_location_type_id: remote }));
    expect(remoteJob.status).toBe(201);
    expect(remoteJob.body.address).toBeNull();

    const nowhere = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ address_attributes: { city: 'Nowhere', state_id: 1, zip: '00000' } }));
    expect(nowhere.status).toBe(422);
    expect(Object.keys(nowhere.body.error)).toEqual(['address.geocode']);

    const wrong = await ownerClient.post(jobsPath(owner.businessId)).send(
      body({
        description: '<p> </p>',
        minimum_salary: 90000,
        maximum_salary: 50000,
        benefits_attributes: [{ name: 'Dental' }, { name: '  ' }],
        reward_attributes: { type: 'Reward::Cash', amount: 0, code: 'NOPE', url: 'javascript:alert(1)' },
        use_mw_apply: false,
        ats_link: 'ftp://jobs.example.com',
        expires_at: '2001-01-01',
        job_industry_id: 999_999,
      }),
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error).sort()).toEqual(
      [
        'ats_link',
        'benefits.1.name',
        'description',
        'expires_at',
        'job_industry',
        'maximum_salary',
        'reward.amount',
        'reward.code',
        'reward.url',
      ].sort(),
    );

    const giftCard = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ reward_attributes: { type: 'Reward::GiftCard', amount: 50 } }));
    expect(Object.keys(giftCard.body.error)).toEqual(['reward.reward_source']);

    const types = await ownerClient.post(jobsPath(owner.businessId)).send({
      job: { ...body().job, minimum_salary: 'lots', reward_attributes: { type: 'Reward::Gold', amount: 5 } },
    });
    expect(types.status).toBe(422);
    expect(Object.keys(types.body.error).sort()).toEqual(['minimum_salary', 'reward.type']);
  });

  it('takes a gift card from the marketplace or from the employer itself (source 1)', async () => {
    const own = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ reward_attributes: { type: 'Reward::GiftCard', amount: 75, reward_source_id: 1 } }));
    expect(own.status).toBe(201);
    expect(own.body.reward).toMatchObject({
      reward_source: { id: 1 },
      employer_business_name: `Business of ${owner.email}`,
    });
    const market = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(
        body({ reward_attributes: { type: 'Reward::GiftCard', amount: 25, reward_source_id: marketplaceSourceId } }),
      );
    expect(market.body.reward.reward_source).toEqual({ id: marketplaceSourceId, name: 'Harbor Books' });
  });

  it('takes applications elsewhere through a valid http(s) ATS link', async () => {
    const created = await ownerClient
      .post(jobsPath(owner.businessId))
      .send(body({ use_mw_apply: false, ats_link: 'https://ats.example.com/apply/1' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ use_mw_apply: false, ats_link: 'https://ats.example.com/apply/1' });
  });

  it('needs an active membership', async () => {
    const newcomer = await createUser(t.db, { role: 'Employer', membership: false });
    const client = await signedInClient(t, newcomer);
    const refused = await client.post(jobsPath(newcomer.businessId)).send(body());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: MEMBERSHIP_REQUIRED_MESSAGE });
    await t.db.prisma.membership.create({
      data: { businessId: newcomer.businessId!, termsVersion: '1.0', status: 'canceled' },
    });
    expect((await client.post(jobsPath(newcomer.businessId)).send(body())).body).toEqual({
      error: MEMBERSHIP_REQUIRED_MESSAGE,
    });
    expect(await t.db.prisma.job.count({ where: { businessId: newcomer.businessId! } })).toBe(0);
  });
});

describe('editing a job', () => {
  it('changes what candidates see at once: title in search, benefits reordered, reward removed', async () => {
    const created = await ownerClient.post(jobsPath(owner.businessId)).send(body({ title: 'Platypus Line Cook' }));
    const id = created.body.id;
    // Read first, so the job page's answer is kept in memory (decision 048) when the edit comes.
    expect((await t.client().get(`/api/v1/jobs/${id}`)).body.title).toBe('Platypus Line Cook');
    const updated = await ownerClient.put(`${jobsPath(owner.businessId)}/${id}`).send(
      body({
        title: 'Echidna Sous Chef',
        benefits_attributes: [{ name: 'Free bread' }, { name: 'Dental' }, { name: 'Bike storage' }],
        reward_attributes: null,
        applications_paused: true,
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.benefits.map((benefit: { name: string }) => benefit.name)).toEqual([
      'Free bread',
      'Dental',
      'Bike storage',
    ]);
    expect(updated.body.reward).toBeNull();
    expect(updated.body.expires_at).toBe(created.body.expires_at);
    const shown = await t.client().get(`/api/v1/jobs/${id}`);
    expect(shown.body).toMatchObject({ title: 'Echidna Sous Chef', applications_paused: true, reward: null });
    expect(
      (await t.client().get('/api/v1/jobs?what_search_text=echidna')).body.map((job: { id: number }) => job.id),
    ).toEqual([id]);
    expect((await t.client().get('/api/v1/jobs?what_search_text=platypus')).body).toEqual([]);
    expect((await ownerClient.get(`${jobsPath(owner.businessId)}/${id}`)).body.title).toBe('Echidna Sous Chef');
  });

  it('refuses a closed posting', async () => {
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Closed job' });
    await t.db.prisma.job.update({ where: { id: job.id }, data: { active: false, closedAt: new Date() } });
    const refused = await ownerClient.put(`${jobsPath(owner.businessId)}/${job.id}`).send(body());
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error)).toEqual(['job']);
    expect((await ownerClient.get(`${jobsPath(owner.businessId)}/${job.id}`)).body.active).toBe(false);
  });
});

describe('ownership', () => {
  it("lets employer B read or change nothing of employer A's", async () => {
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Owner only' });
    const mine = `${jobsPath(owner.businessId)}/${job.id}`;
    expect((await otherClient.get(mine)).status).toBe(404);
    expect((await otherClient.put(mine).send(body({ title: 'Hijacked' }))).status).toBe(404);
    expect((await otherClient.post(jobsPath(owner.businessId)).send(body())).status).toBe(404);
    // Through B's own business id, A's job does not exist.
    const viaOwn = `${jobsPath(other.businessId)}/${job.id}`;
    expect((await otherClient.get(viaOwn)).status).toBe(404);
    expect((await otherClient.put(viaOwn).send(body({ title: 'Hijacked' }))).status).toBe(404);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe('Owner only');
    expect((await t.client().get(mine)).status).toBe(401);
  });

  it('lets admins act for any business', async () => {
    const created = await adminClient.post(jobsPath(owner.businessId)).send(body({ title: 'Posted by an admin' }));
    expect(created.status).toBe(201);
    expect(created.body.business.id).toBe(owner.businessId);
    const path = `${jobsPath(owner.businessId)}/${created.body.id}`;
    expect((await adminClient.put(path).send(body({ title: 'Edited by an admin' }))).status).toBe(200);
    expect((await adminClient.get(path)).body.title).toBe('Edited by an admin');
    expect((await adminClient.get(`${jobsPath(999_999)}`.concat('/1'))).status).toBe(404);
  });
});
