import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStatement } from '../../infra/database-rows.ts';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { descriptionColumns, markSanitizedDescriptions } from './sanitize-description.ts';

let t: TestApp;
let businessId: number;

beforeAll(async () => {
  t = await startTestApp();
  businessId = (await createBusiness(t.db, { name: 'Lighthouse Cafe' })).id;
});
afterAll(() => t.close());

const UNSAFE = '<p>Espresso <a href="https://example.com/menu">menu</a></p><script>alert(1)</script><img src=x>';
const SAFE =
  '<p>Espresso <a href="https://example.com/menu" rel="noopener noreferrer nofollow" target="_blank">menu</a></p>';

const markOf = async (id: number) =>
  (await t.db.prisma.job.findUniqueOrThrow({ where: { id }, select: { descriptionSanitizedSha256: true } }))
    .descriptionSanitizedSha256;

/** The job page's answer as sent, read from the database (not from the answers kept in memory). */
async function pageText(id: number): Promise<string> {
  t.app.liveJobs.forget(id);
  const response = await t.client().get(`/api/v1/jobs/${id}`);
  expect(response.status).toBe(200);
  return response.text;
}

describe('a job description written through descriptionColumns', () => {
  it('is stored sanitised with its SHA-256, and its page shows it as stored', async () => {
    const columns = descriptionColumns(`  ${UNSAFE}  `);
    expect(columns.description).toBe(SAFE);
    expect(columns.descriptionSanitizedSha256).toMatch(/^[0-9a-f]{64}$/);
    const job = await t.db.prisma.job.create({ data: { businessId, title: 'Barista', ...columns } });
    expect(await markOf(job.id)).toBe(columns.descriptionSanitizedSha256);
    expect(JSON.parse(await pageText(job.id)).description).toBe(SAFE);
  });

  it('takes the text given when nothing is left', () => {
    expect(descriptionColumns('<script>alert(1)</script>', '<p></p>').description).toBe('<p></p>');
  });
});

describe('the database', () => {
  it('drops the SHA-256 when the description changes without it, so the page sanitises it again', async () => {
    const job = await t.db.prisma.job.create({ data: { businessId, title: 'Roaster', ...descriptionColumns(SAFE) } });
    await runStatement(t.db.pool, sql`UPDATE jobs SET description = ${UNSAFE} WHERE id = ${job.id}`);
    expect(await markOf(job.id)).toBeNull();
    expect(JSON.parse(await pageText(job.id)).description).toBe(SAFE);
  });

  it('keeps no SHA-256 that is not the description’s', async () => {
    const job = await t.db.prisma.job.create({
      data: {
        businessId,
        title: 'Baker',
        description: UNSAFE,
        descriptionSanitizedSha256: descriptionColumns(SAFE).descriptionSanitizedSha256,
      },
    });
    expect(await markOf(job.id)).toBeNull();
    expect(JSON.parse(await pageText(job.id)).description).toBe(SAFE);
  });
});

describe('marking the descriptions written before (the worker, after the migration)', () => {
  it('marks those sanitising leaves as they are, leaves the others, and the pages answer the same bytes', async () => {
    const clean = await createJob(t.db, { businessId, title: 'Cashier', description: SAFE });
    const unsafe = await createJob(t.db, { businessId, title: 'Host', description: UNSAFE });
    const before = [await pageText(clean.id), await pageText(unsafe.id)];
    expect(await markOf(clean.id)).toBeNull();

    expect(await markSanitizedDescriptions(t.db.pool, 1)).toBeGreaterThanOrEqual(1);
    expect(await markOf(clean.id)).toBe(descriptionColumns(SAFE).descriptionSanitizedSha256);
    expect(await markOf(unsafe.id)).toBeNull();
    expect([await pageText(clean.id), await pageText(unsafe.id)]).toEqual(before);
    expect(await markSanitizedDescriptions(t.db.pool)).toBe(0);
  });
});
