import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  CELL_WEEK_SLOTS,
  FACET_KIND,
  idFacet,
  placeCellFacet,
  placeCellWeekFacet,
  postedDay,
  postedWeek,
  postedWeekFacet,
  salaryFacet,
} from './search-facets.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const day = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * day);

beforeAll(async () => {
  t = await startTestApp();
  const harbor = await createBusiness(t.db, { name: 'Harbor Bakery' });
  const summit = await createBusiness(t.db, { name: 'Summit Health' });
  const closedShop = await createBusiness(t.db, { name: 'Closed Shop', active: false });
  ids.harbor = harbor.id;
  ids.summit = summit.id;
  const fullTime = await lookupId(t.db, 'jobType', 'Full-time');
  const partTime = await lookupId(t.db, 'jobType', 'Part-time');
  ids.fullTime = fullTime;
  ids.partTime = partTime;
  ids.onSite = await lookupId(t.db, 'jobLocationType', 'On-site');
  ids.remote = await lookupId(t.db, 'jobLocationType', 'Remote');

  const job = async (key: string, options: Parameters<typeof createJob>[1]) => {
    ids[key] = (await createJob(t.db, options)).id;
  };
  await job('pastryChef', {
    businessId: harbor.id,
    title: 'Pastry Chef',
    description: '<p>Croissants and tarts every morning.</p><script>alert(1)</script><p onclick="x()">Apply!</p>',
    place: PLACES.boston,
    jobTypeId: fullTime,
    salary: { rate: 'per_hour', minimum: 20, maximum: 26 },
    reward: { type: 'GiftCard', amount: 100, rewardSourceId: 1, code: 'SECRET-CODE', description: 'A gift card' },
    benefits: ['Health insurance', 'Free bread', 'Paid time off', 'Bike parking'],
    postedAt: daysAgo(1),
  });
  await job('storeManager', {
    businessId: harbor.id,
    title: 'Store Manager',
    description: '<p>Lead the bakery counter team.</p>',
    place: PLACES.cambridge,
    jobTypeId: fullTime,
    salary: { rate: 'per_year', minimum: 60000, maximum: 70000 },
    postedAt: daysAgo(2),
  });
  await job('nurse', {
    businessId: summit.id,
    title: 'Registered Nurse',
    description: '<p>Nursing care for patients; bakery visits optional.</p>',
    place: PLACES.worcester,
    jobTypeId: partTime,
    salary: { rate: 'per_hour', minimum: 45 },
    postedAt: daysAgo(3),
  });
  await job('remoteBilling', {
    businessId: summit.id,
    title: 'Billing Specialist',
    locationType: 'Remote',
    jobTypeId: fullTime,
    salary: { rate: 'per_month', minimum: 5000, maximum: 5000 },
    postedAt: daysAgo(4),
    applicationsPaused: true,
  });
  await job('providenceBaker', {
    businessId: harbor.id,
    title: 'Bread Baker',
    place: PLACES.providence,
    postedAt: daysAgo(5),
  });
  await job('closed', { businessId: harbor.id, title: 'Closed Pastry Role', place: PLACES.boston, active: false });
  await job('inactiveBusiness', { businessId: closedShop.id, title: 'Pastry Helper', place: PLACES.boston });
});
afterAll(() => t.close());

type Job = { id: number; title: string; [key: string]: unknown };

async function search(query: string): Promise<{ status: number; jobs: Job[]; total: string | null; body: any }> {
  const response = await t.client().get(`/api/v1/jobs${query ? `?${query}` : ''}`);
  return {
    status: response.status,
    jobs: response.body,
    total: response.headers['total'] ?? null,
    body: response.body,
  };
}
const titles = (jobs: Job[]) => jobs.map((job) => job.title);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('GET /api/v1/jobs', () => {
  it('lists live jobs newest first with the total header, hiding closed jobs and inactive businesses', async () => {
    const { status, jobs, total } = await search('');
    expect(status).toBe(200);
    expect(titles(jobs)).toEqual([
      'Pastry Chef',
      'Store Manager',
      'Registered Nurse',
      'Billing Specialist',
      'Bread Baker',
    ]);
    expect(total).toBe('5');
  });

  it('finds text in titles, descriptions and business names, stemmed, in any word order', async () => {
    expect(titles((await search(q({ what_search_text: 'pastry' }))).jobs)).toEqual(['Pastry Chef']);
    expect(titles((await search(q({ what_search_text: 'croissant' }))).jobs)).toEqual(['Pastry Chef']);
    expect(titles((await search(q({ what_search_text: 'summit' }))).jobs).sort()).toEqual([
      'Billing Specialist',
      'Registered Nurse',
    ]);
    expect(titles((await search(q({ what_search_text: 'nurses' }))).jobs)).toEqual(['Registered Nurse']);
    expect(titles((await search(q({ what_search_text: 'manager store' }))).jobs)).toEqual(['Store Manager']);
  });

  it('ranks a title match above a description match', async () => {
    const { jobs } = await search(q({ what_search_text: 'bakery' }));
    // Harbor Bakery's jobs match by business name; the nurse only in its description.
    expect(titles(jobs).at(-1)).toBe('Registered Nurse');
    expect(jobs.length).toBe(4);
  });

  it('ignores text made only of stop words', async () => {
    expect((await search(q({ what_search_text: 'the' }))).total).toBe('5');
  });

  it('treats Remote, a state, a city and a ZIP as places (25 miles, nearest first)', async () => {
    expect(titles((await search(q({ where_search_text: 'Remote' }))).jobs)).toEqual(['Billing Specialist']);
    expect(titles((await search(q({ where_search_text: 'RI' }))).jobs)).toEqual(['Bread Baker']);
    expect(titles((await search(q({ where_search_text: 'Rhode Island' }))).jobs)).toEqual(['Bread Baker']);
    expect(titles((await search(q({ where_search_text: 'Boston, MA' }))).jobs)).toEqual([
      'Pastry Chef',
      'Store Manager',
    ]);
    expect(titles((await search(q({ where_search_text: '02139' }))).jobs)).toEqual(['Store Manager', 'Pastry Chef']);
    expect(titles((await search(q({ where_search_text: 'Worcester, MA' }))).jobs)).toEqual(['Registered Nurse']);
  });

  it('searches a city or ZIP within the radius asked for: 10, 25, 50 or 100 miles', async () => {
    const near = (radius?: string) =>
      search(q({ where_search_text: 'Boston, MA', ...(radius ? { radius } : {}) })).then((result) => result.jobs);
    // Cambridge is 2 miles from Boston; Worcester and Providence about 40.
    expect(titles(await near('10'))).toEqual(['Pastry Chef', 'Store Manager']);
    expect(titles(await near('25'))).toEqual(titles(await near()));
    expect(titles(await near('50'))).toEqual(['Pastry Chef', 'Store Manager', 'Registered Nurse', 'Bread Baker']);
    expect((await search(q({ where_search_text: 'Boston, MA', radius: '100' }))).total).toBe('4');
    // Text and filters keep to the radius too.
    expect(titles((await search(q({ what_search_text: 'nurse', where_search_text: 'Boston, MA' }))).jobs)).toEqual([]);
    expect(
      titles((await search(q({ what_search_text: 'nurse', where_search_text: 'Boston, MA', radius: '50' }))).jobs),
    ).toEqual(['Registered Nurse']);
    // Text near a city reads only the cells its addresses in reach lie in: here Boston's, Cambridge's,
    // Worcester's and Providence's, each found.
    const bakeryWithin50 = await search(
      q({ what_search_text: 'bakery', where_search_text: 'Boston, MA', radius: '50' }),
    );
    expect(titles(bakeryWithin50.jobs).sort()).toEqual([
      'Bread Baker',
      'Pastry Chef',
      'Registered Nurse',
      'Store Manager',
    ]);
    expect(bakeryWithin50.total).toBe('4');
    // A state or Remote has no radius.
    expect(titles((await search(q({ where_search_text: 'RI', radius: '10' }))).jobs)).toEqual(['Bread Baker']);
  });

  it('sorts by relevance (the default) or by date, newest first', async () => {
    // By relevance a title match ranks first; by date the newest posting does.
    expect(titles((await search(q({ what_search_text: 'bakery' }))).jobs)).toEqual(
      titles((await search(q({ what_search_text: 'bakery', sort: 'relevance' }))).jobs),
    );
    expect(titles((await search(q({ what_search_text: 'bakery', sort: 'date' }))).jobs)).toEqual([
      'Pastry Chef',
      'Store Manager',
      'Registered Nurse',
      'Bread Baker',
    ]);
    // A place alone goes nearest first by relevance, newest first by date.
    const around = { where_search_text: '02139', radius: '50' };
    expect(titles((await search(q(around))).jobs)).toEqual([
      'Store Manager',
      'Pastry Chef',
      'Registered Nurse',
      'Bread Baker',
    ]);
    const byDate = await search(q({ ...around, sort: 'date' }));
    expect(titles(byDate.jobs)).toEqual(['Pastry Chef', 'Store Manager', 'Registered Nurse', 'Bread Baker']);
    expect(byDate.total).toBe('4');
  });

  it('matches nothing for a place it cannot find', async () => {
    const { status, jobs, total } = await search(q({ where_search_text: 'Atlantis' }));
    expect(status).toBe(200);
    expect(jobs).toEqual([]);
    expect(total).toBe('0');
  });

  it('applies every filter, alone and together', async () => {
    const f = (name: string, value: number | string) => `filters[${name}]=${value}`;
    expect(titles((await search(f('job_type_id_eq', ids.partTime!))).jobs)).toEqual(['Registered Nurse']);
    expect(titles((await search(f('job_location_type_id_eq', ids.remote!))).jobs)).toEqual(['Billing Specialist']);
    // $26/h → 54,080 a year; $45/h → 93,600; $70,000; $5,000/month → 60,000.
    expect(titles((await search(f('job_min_salary_eq', 60000))).jobs)).toEqual([
      'Store Manager',
      'Registered Nurse',
      'Billing Specialist',
    ]);
    expect(titles((await search(f('job_min_salary_eq', 80000))).jobs)).toEqual(['Registered Nurse']);
    expect(titles((await search(`${f('business_id_in][', ids.summit!)}`)).jobs).sort()).toEqual([
      'Billing Specialist',
      'Registered Nurse',
    ]);
    const combined = `${f('job_type_id_eq', ids.fullTime!)}&${f('job_min_salary_eq', 50000)}&what_search_text=bakery&where_search_text=${encodeURIComponent('Boston, MA')}`;
    // Both name Harbor Bakery; the manager's description says "bakery" too, so it ranks first.
    expect(titles((await search(combined)).jobs)).toEqual(['Store Manager', 'Pastry Chef']);
  });

  it('keeps the facets of a job as the search module computes them, and follows an address that moves', async () => {
    const courier = await createJob(t.db, {
      businessId: ids.harbor!,
      title: 'Bike Courier',
      place: PLACES.providence,
      jobTypeId: ids.fullTime!,
      salary: { rate: 'per_year', minimum: 50000, maximum: 65000 },
    });
    const [row] = await t.db.prisma.$queryRaw<Array<{ facets: number[] }>>`
      SELECT facets FROM search.job_search WHERE "jobId" = ${courier.id}`;
    expect(row!.facets).toEqual(
      expect.arrayContaining([
        idFacet(FACET_KIND.jobType, ids.fullTime!),
        idFacet(FACET_KIND.locationType, ids.onSite!),
        placeCellFacet(PLACES.providence.latitude, PLACES.providence.longitude),
        salaryFacet(60000),
        postedWeekFacet(postedWeek(postedDay(courier.postedAt))),
        placeCellWeekFacet(
          PLACES.providence.latitude,
          PLACES.providence.longitude,
          postedWeek(postedDay(courier.postedAt)),
        ),
      ]),
    );
    expect(row!.facets).not.toContain(salaryFacet(80000));

    const inBoston = q({ what_search_text: 'courier', where_search_text: 'Boston, MA' });
    expect(titles((await search(inBoston)).jobs)).toEqual([]);
    const massachusetts = await t.db.prisma.state.findUniqueOrThrow({ where: { code: 'MA' } });
    const job = await t.db.prisma.job.findUniqueOrThrow({ where: { id: courier.id } });
    await t.db.prisma.address.update({
      where: { id: job.addressId! },
      data: { latitude: PLACES.boston.latitude, longitude: PLACES.boston.longitude, stateId: massachusetts.id },
    });
    expect(titles((await search(inBoston)).jobs)).toEqual(['Bike Courier']);
    expect(titles((await search(q({ what_search_text: 'courier', where_search_text: 'MA' }))).jobs)).toEqual([
      'Bike Courier',
    ]);
    expect(titles((await search(q({ what_search_text: 'courier', where_search_text: 'RI' }))).jobs)).toEqual([]);
    await t.db.prisma.job.update({ where: { id: courier.id }, data: { active: false } });
  });

  it('scopes to a feed of hundreds of businesses without cutting the list', async () => {
    const many = [...Array.from({ length: 300 }, (_, index) => 100_000 + index), ids.summit!];
    const scoped = many.map((id) => `filters[business_id_in][]=${id}`).join('&');
    expect(titles((await search(scoped)).jobs).sort()).toEqual(['Billing Specialist', 'Registered Nurse']);
  });

  it('pages by 20 with an exact total', async () => {
    const business = await createBusiness(t.db, { name: 'Paging Co' });
    for (let index = 0; index < 23; index++) {
      await createJob(t.db, { businessId: business.id, title: `Paging role ${index}`, postedAt: daysAgo(10 + index) });
    }
    const scoped = `filters[business_id_in][]=${business.id}`;
    const first = await search(scoped);
    const second = await search(`${scoped}&page=2`);
    const third = await search(`${scoped}&page=3`);
    expect(first.jobs).toHaveLength(20);
    expect(second.jobs).toHaveLength(3);
    expect(third.jobs).toEqual([]);
    expect(first.total).toBe('23');
    expect(new Set([...first.jobs, ...second.jobs].map((job) => job.id)).size).toBe(23);
  });

  it('pages nearest first across addresses, newest first within each', async () => {
    const business = await createBusiness(t.db, { name: 'Courier Co' });
    const created: Array<{ title: string; place: string; daysOld: number }> = [];
    for (let index = 0; index < 24; index++) {
      const [place, name] = index % 2 === 0 ? [PLACES.cambridge, 'Cambridge'] : [PLACES.boston, 'Boston'];
      const daysOld = 10 + index;
      await createJob(t.db, { businessId: business.id, title: `Courier ${index}`, place, postedAt: daysAgo(daysOld) });
      created.push({ title: `Courier ${index}`, place: name, daysOld });
    }
    const scoped = `filters[business_id_in][]=${business.id}&where_search_text=${encodeURIComponent('Boston, MA')}`;
    const first = await search(scoped);
    const second = await search(`${scoped}&page=2`);
    expect(first.total).toBe('24');
    expect(first.jobs).toHaveLength(20);
    // Boston's own jobs (the nearest address) newest first, then Cambridge's.
    const expected = [...created].sort(
      (a, b) => Number(a.place !== 'Boston') - Number(b.place !== 'Boston') || a.daysOld - b.daysOld,
    );
    expect(titles([...first.jobs, ...second.jobs])).toEqual(expected.map((job) => job.title));
    await t.db.prisma.business.update({ where: { id: business.id }, data: { active: false } });
  });

  it('caps the total at 10,000 and says so', async () => {
    const business = await createBusiness(t.db, { name: 'Huge Co' });
    const inBoston = await createJob(t.db, { businessId: business.id, title: 'Bulk role', place: PLACES.boston });
    await t.db.pool.query(
      `INSERT INTO jobs ("businessId", title, description, "addressId", "updatedAt")
       SELECT $1, 'Bulk role', '<p>x</p>', $2, now() FROM generate_series(1, 10001)`,
      [business.id, inBoston.addressId],
    );
    // Counted from the index of the filters, and (a place alone) address by address.
    for (const where of ['', `&where_search_text=${encodeURIComponent('Boston, MA')}`]) {
      const response = await t.client().get(`/api/v1/jobs?filters[business_id_in][]=${business.id}${where}`);
      expect(response.headers['total']).toBe('10000');
      expect(response.headers['total-capped']).toBe('true');
    }
    await t.db.pool.query('DELETE FROM jobs WHERE "businessId" = $1', [business.id]);
  });

  it('ranks among the newest 1,000 matches, whether posted in the last days or long ago', async () => {
    const business = await createBusiness(t.db, { name: 'Window Co' });
    const bulk = (title: string, description: string, count: number, ageDays: number) =>
      t.db.pool.query(
        `INSERT INTO jobs ("businessId", title, description, "postedAt", "updatedAt")
         SELECT $1, $2, $3, now() - make_interval(days => $4, mins => g), now() FROM generate_series(1, $5) g`,
        [business.id, title, description, ageDays, count],
      );
    try {
      // A title match posted long ago still outranks a recent description match when both are in the window.
      await bulk('Window role', '<p>Care for the wombat.</p>', 1, 1);
      await bulk('Wombat keeper', '<p>Zoo work.</p>', 1, 40);
      expect(titles((await search(q({ what_search_text: 'wombat' }))).jobs)).toEqual(['Wombat keeper', 'Window role']);

      // Beyond the newest 1,000 matches an older title match is not ranked in, but it is counted.
      await bulk('Window role', '<p>Feed the quokka.</p>', 600, 1);
      await bulk('Window role', '<p>Feed the quokka.</p>', 400, 20);
      await bulk('Quokka keeper', '<p>Zoo work.</p>', 1, 50);
      const broad = await search(q({ what_search_text: 'quokka' }));
      expect(broad.total).toBe('1001');
      expect(titles(broad.jobs)).not.toContain('Quokka keeper');
      // Asked again, its count is remembered: few enough to read every match at once, the same window.
      expect((await search(q({ what_search_text: 'quokka' }))).jobs).toEqual(broad.jobs);
      const last = await search(q({ what_search_text: 'quokka', page: '51' }));
      expect(titles(last.jobs)).toEqual(['Quokka keeper']);
    } finally {
      await t.db.pool.query('DELETE FROM jobs WHERE "businessId" = $1', [business.id]);
    }
  });

  it.each([
    ['week by week, with filters and a place', { where_search_text: 'Boston, MA' }],
    ['day by day, with filters and no place', {}],
  ])('reads the newest matches %s, in one unbroken order', async (_, where) => {
    const business = await createBusiness(t.db, { name: 'Staging Co' });
    const anchorJob = await createJob(t.db, {
      businessId: business.id,
      title: 'Lighthouse keeper',
      place: PLACES.boston,
      jobTypeId: ids.fullTime!,
      postedAt: daysAgo(70),
    });
    try {
      // 250 matches in each of the last 9 weeks and one posted ahead of our clock: the ranked window
      // fills up within a week, and the pages after it go on from there. More than FEW_MATCHES, so the
      // pages after the first (whose count is then remembered) read the window day by day without a place.
      await t.db.pool.query(
        `INSERT INTO jobs ("businessId", title, description, "addressId", "jobTypeId", "jobLocationTypeId",
                           "postedAt", "updatedAt")
         SELECT $1, 'Lighthouse keeper', '<p>Keep the light.</p>', j."addressId", j."jobTypeId", j."jobLocationTypeId",
                now() - make_interval(days => week * 7, mins => g * 40), now()
         FROM jobs j, generate_series(0, 8) week, generate_series(0, 249) g WHERE j.id = $2`,
        [business.id, anchorJob.id],
      );
      await t.db.pool.query(
        `INSERT INTO jobs ("businessId", title, description, "addressId", "jobTypeId", "jobLocationTypeId",
                           "postedAt", "updatedAt")
         SELECT "businessId", title, description, "addressId", "jobTypeId", "jobLocationTypeId",
                now() + interval '9 days', now() FROM jobs WHERE id = $1`,
        [anchorJob.id],
      );
      // Sixteen weeks before one of the weeks read one by one: near a city it shares that week's cell and week
      // facets (CELL_WEEK_SLOTS), and comes last all the same.
      await t.db.pool.query(
        `INSERT INTO jobs ("businessId", title, description, "addressId", "jobTypeId", "jobLocationTypeId",
                           "postedAt", "updatedAt")
         SELECT "businessId", title, description, "addressId", "jobTypeId", "jobLocationTypeId",
                now() - interval '${CELL_WEEK_SLOTS * 7 + 3} days', now() FROM jobs WHERE id = $1`,
        [anchorJob.id],
      );
      const expected = (
        await t.db.pool.query<{ id: number }>(
          `SELECT id FROM jobs WHERE "businessId" = $1 ORDER BY "postedAt" DESC, id DESC`,
          [business.id],
        )
      ).rows.map((row) => row.id);
      expect(expected).toHaveLength(2253);

      const query = {
        what_search_text: 'lighthouse',
        ...where,
        'filters[job_type_id_eq]': String(ids.fullTime),
      };
      // Every match ranks alike, so the ranked pages and those after them go newest first throughout. By date
      // each page's window holds the pages up to it, read from today near a city too while a day fills it.
      for (const sort of ['relevance', 'date']) {
        const found: number[] = [];
        for (let page = 1; page <= 113; page++) {
          const result = await search(q({ ...query, sort, page: String(page) }));
          if (page === 1) expect(result.total).toBe('2253');
          found.push(...result.jobs.map((job) => job.id));
        }
        expect(found, sort).toEqual(expected);
      }
    } finally {
      await t.db.pool.query('DELETE FROM jobs WHERE "businessId" = $1', [business.id]);
    }
  });

  it('finds matches older than the weeks it reads one by one, back to the oldest posting', async () => {
    const business = await createBusiness(t.db, { name: 'Archive Co' });
    try {
      for (const age of [1, 9, 45, 70, 400])
        await createJob(t.db, { businessId: business.id, title: `Archivist ${age}`, postedAt: daysAgo(age) });
      // The second time its count is remembered, and so few matches are read all at once.
      for (const time of ['first', 'again']) {
        const result = await search(q({ what_search_text: 'archivist' }));
        expect(titles(result.jobs), time).toEqual([
          'Archivist 1',
          'Archivist 9',
          'Archivist 45',
          'Archivist 70',
          'Archivist 400',
        ]);
        expect(result.total).toBe('5');
      }
    } finally {
      await t.db.pool.query('DELETE FROM jobs WHERE "businessId" = $1', [business.id]);
    }
  });

  it('answers a bad sort or radius with 400 naming the parameter and what it takes', async () => {
    for (const [query, expected] of [
      ['sort=price', /^Invalid query string: sort: .*"relevance"\|"date"/],
      ['radius=30', /^Invalid query string: radius: .*10\|25\|50\|100/],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(expected);
    }
  });

  it('answers bad input with 400 and the error shape, never a 5xx', async () => {
    for (const query of [
      'page=-1',
      'page=abc',
      'page=0',
      `what_search_text=${'x'.repeat(5000)}`,
      'filters[job_type_id_eq]=abc',
      'filters[unknown_eq]=1',
      'filters[job_type_id_eq]=99999999999',
      'sort=price',
      'sort=',
      'radius=30',
      'radius=ten',
      'radius=-25',
      `where_search_text=Boston&radius=1000`,
    ]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body, query).toHaveProperty('error');
    }
  });

  it('treats SQL metacharacters as plain text', async () => {
    for (const text of ["'; DROP TABLE jobs; --", '\\', '"unbalanced', 'a & b | !c', '<>()*:']) {
      const { status } = await search(q({ what_search_text: text, where_search_text: text }));
      expect(status, text).toBe(200);
    }
    expect((await search('')).total).toBe(String(5 + 23));
  });
});

describe('a job', () => {
  it('has every field of the spec, a sanitised description and no promotion code', async () => {
    const response = await t.client().get(`/api/v1/jobs/${ids.pastryChef}`);
    expect(response.status).toBe(200);
    const job = response.body;
    expect(job).toMatchObject({
      id: ids.pastryChef,
      title: 'Pastry Chef',
      business: { id: ids.harbor, name: 'Harbor Bakery', logo: null },
      job_type: { id: ids.fullTime, name: 'Full-time' },
      job_location_type: { name: 'On-site' },
      address: { city: 'Boston', state: { name: 'Massachusetts', code: 'MA' } },
      minimum_salary: 20,
      maximum_salary: 26,
      salary_rate: 'per_hour',
      use_mw_apply: true,
      applications_paused: false,
      reward: {
        type: 'Reward::GiftCard',
        amount: 100,
        estimated_value: 100,
        reward_source: { id: 1 },
        employer_business_name: 'Harbor Bakery',
        description: 'A gift card',
      },
    });
    expect(job.benefits.map((benefit: { name: string }) => benefit.name)).toEqual([
      'Health insurance',
      'Free bread',
      'Paid time off',
      'Bike parking',
    ]);
    expect(job.description).toBe('<p>Croissants and tarts every morning.</p><p>Apply!</p>');
    expect(JSON.stringify(job)).not.toContain('SECRET-CODE');
    expect(new Date(job.posted_at).getTime()).toBeGreaterThan(Date.now() - 2 * day);
  });

  it('shows paused jobs, marked', async () => {
    const response = await t.client().get(`/api/v1/jobs/${ids.remoteBilling}`);
    expect(response.body).toMatchObject({
      applications_paused: true,
      address: null,
      job_location_type: { name: 'Remote' },
    });
  });

  it('is 404 when closed, of an inactive business or unknown', async () => {
    for (const id of [ids.closed, ids.inactiveBusiness, 999999]) {
      const response = await t.client().get(`/api/v1/jobs/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Job not found.' });
    }
  });
});
