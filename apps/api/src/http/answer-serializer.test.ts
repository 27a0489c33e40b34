import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, listEndpoints, ZErrorBody, type TJob } from '@mainwork/contracts';
import { answerSerializer, answerSerializerCompiler, uncompilablePart } from './answer-serializer.ts';

const job: TJob = {
  id: 7,
  title: 'Line Cook "Nights" \u2028 & more',
  description: '<p>Café \\ kitchen</p>',
  posted_at: '2026-11-01T09:00:00.000Z',
  business: { id: 3, name: 'Bistro', logo: '/api/v1/files/9' },
  job_type: { id: 1, name: 'Full-time' },
  job_experience_level: null,
  job_industry: { id: 4, name: 'Food' },
  job_function: null,
  job_location_type: null,
  address: { city: 'Boston', state: { name: 'Massachusetts', code: 'MA' } },
  minimum_salary: 18.5,
  maximum_salary: 25,
  salary_rate: 'per_hour',
  benefits: [{ name: 'Meals', position: 1 }],
  reward: {
    type: 'Reward::Cash',
    amount: 250,
    estimated_value: 250,
    url: null,
    description: 'After 90 days',
    reward_source: null,
    employer_business_name: 'Bistro',
  },
  use_mw_apply: true,
  ats_link: null,
  applications_paused: false,
  require_resume: true,
  require_cover_letter: false,
};

/** A job with every nullable member null. */
const bareJob: TJob = {
  ...job,
  id: 8,
  business: { id: 3, name: 'Bistro', logo: null },
  job_type: null,
  job_industry: null,
  address: null,
  minimum_salary: null,
  maximum_salary: null,
  salary_rate: null,
  benefits: [],
  reward: null,
};

/** What the answer was before: zod's encode, then JSON.stringify. */
const asBefore = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const production = (schema: z.ZodType) =>
  answerSerializer(schema, { checkAgainstContract: false, method: 'GET', url: '/test' });
const checked = (schema: z.ZodType) =>
  answerSerializer(schema, { checkAgainstContract: true, method: 'GET', url: '/test' });

describe('compiled answers', () => {
  it('write a job as zod did, leaving out keys the contract does not have', () => {
    const schema = endpoints.jobs.show.responses[200];
    const serializer = production(schema);
    expect(serializer.compiled).toBe(true);
    const detail = {
      ...job,
      screening_questions: [{ id: 1, prompt: 'Can you work nights?', kind: 'yes_no', choices: [], required: true }],
    };
    const row = {
      ...detail,
      business_logo_id: 9,
      internal_note: 'never sent',
      business: { ...job.business, ownerId: 12 },
      reward: { ...job.reward, rewardSourceId: 5 },
      screening_questions: [{ ...detail.screening_questions[0], disqualifying_answer: 'no' }],
    };
    const written = serializer.serialize(row);
    expect(written).toBe(asBefore(schema, row));
    expect(written).not.toMatch(/business_logo_id|internal_note|ownerId|rewardSourceId|disqualifying_answer/);
    expect(JSON.parse(written)).toEqual(detail);
  });

  it('write a list with null members and an empty one as zod did', () => {
    const schema = endpoints.jobs.search.responses[200];
    const serializer = production(schema);
    expect(serializer.compiled).toBe(true);
    expect(serializer.serialize([job, bareJob])).toBe(asBefore(schema, [job, bareJob]));
    expect(serializer.serialize([])).toBe('[]');
  });

  it('write each member of a union as zod did', () => {
    const serializer = production(ZErrorBody);
    expect(serializer.compiled).toBe(true);
    for (const body of [
      { error: 'Job not found.' },
      {
        error: {
          title: ['Enter a title.'],
          'address.zip': ['Enter a ZIP code with 5 digits.', 'The ZIP code is too long.'],
        },
      },
      { error: 'Refused.', stack: 'never sent' },
    ])
      expect(serializer.serialize(body)).toBe(asBefore(ZErrorBody, body));
  });

  it('choose the branch of a discriminated union as zod did, null members and extra keys included', () => {
    const schema = z.array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('dated'), at: z.date().nullable(), tag: z.enum(['x', 'y']).nullable() }),
        z.object({ kind: z.literal('named'), name: z.string(), note: z.string().nullable() }),
      ]),
    );
    const serializer = production(schema);
    expect(serializer.compiled).toBe(true);
    const data = [
      { kind: 'dated', at: null, tag: null, row_id: 4 },
      { kind: 'dated', at: new Date('2026-01-02T03:04:05.006Z'), tag: 'y' },
      { kind: 'named', name: 'Ann', note: null, secret: 'never sent' },
    ];
    expect(serializer.serialize(data)).toBe(asBefore(schema, data));
    expect(serializer.serialize(data)).not.toMatch(/row_id|secret/);
  });

  it('keep the contract order of keys when an optional key comes first, and leave out undefined ones', () => {
    const schema = z.object({ note: z.string().optional(), id: z.number().int(), name: z.string() });
    const serializer = production(schema);
    expect(serializer.serialize({ note: 'n', id: 1, name: 'a' })).toBe('{"note":"n","id":1,"name":"a"}');
    expect(serializer.serialize({ id: 1, note: undefined, name: 'a' })).toBe('{"id":1,"name":"a"}');
  });

  it('write dates, records and nullable lists as JSON.stringify did', () => {
    const schema = z.object({
      at: z.date(),
      closed_at: z.date().nullable(),
      counts: z.record(z.string(), z.number().int()),
      tags: z.array(z.string()).nullable(),
      extra: z.unknown(),
    });
    const serializer = production(schema);
    expect(serializer.compiled).toBe(true);
    const data = {
      at: new Date('2026-11-27T10:00:00.123Z'),
      closed_at: null,
      counts: { b: 2, a: 1 },
      tags: null,
      extra: { any: ['thing'] },
    };
    expect(serializer.serialize(data)).toBe(asBefore(schema, data));
    const other = { ...data, closed_at: new Date(0), tags: ['x'] };
    expect(serializer.serialize(other)).toBe(asBefore(schema, other));
  });

  it('leave a schema that changes values on the way out to zod', () => {
    const trimmed = z.object({ name: z.string().trim() });
    expect(uncompilablePart(trimmed)).toBe('a string rewritten on the way out');
    const serializer = production(trimmed);
    expect(serializer.compiled).toBe(false);
    expect(serializer.serialize({ name: ' a ', other: 1 })).toBe('{"name":"a"}');
    expect(uncompilablePart(z.object({ n: z.string().transform(Number) }))).toBe('a pipe');
  });

  it('compile every answer of the contract but those listed here', () => {
    const fallbacks = listEndpoints().flatMap(({ name, endpoint }) =>
      Object.entries(endpoint.responses).flatMap(([status, schema]) => {
        const problem = uncompilablePart(schema);
        return problem ? [`${name} ${status}: ${problem}`] : [];
      }),
    );
    expect(fallbacks).toEqual([]);
    // And each compiles.
    for (const { endpoint } of listEndpoints())
      for (const schema of Object.values(endpoint.responses)) expect(production(schema).compiled).toBe(true);
  });
});

describe('an answer that does not fit its contract', () => {
  const schema = z.object({ id: z.number().int(), name: z.string() });

  it('fails when checked against the contract, as it did', () => {
    expect(() => checked(schema).serialize({ id: 'seven', name: 'a' })).toThrow(/Response doesn't match the schema/);
    expect(() => checked(schema).serialize({ id: 1.5, name: 'a' })).toThrow(/Response doesn't match the schema/);
  });

  it('fails without the check too when a required key is missing', () => {
    expect(() => production(schema).serialize({ id: 1 })).toThrow(/the answer does not fit its contract/);
  });

  it('is answered 500 by a route', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(answerSerializerCompiler({ checkAgainstContract: true }));
    app.get('/broken', { schema: { response: { 200: schema } } }, async () => ({ id: 'seven', name: 'a' }));
    app.get('/fine', { schema: { response: { 200: schema } } }, async () => ({ id: 7, name: 'a', secret: 's' }));
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(500);
    const fine = await app.inject({ url: '/fine' });
    expect(fine.statusCode).toBe(200);
    expect(fine.body).toBe('{"id":7,"name":"a"}');
    await app.close();
  });
});
