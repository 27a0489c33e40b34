import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { TJobInput, TScreeningQuestionInput } from '@mainwork/contracts';
import { sendForm } from '../../testing/forms.ts';
import { lookupId } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;
let employer: Agent;
let body: (questions: TScreeningQuestionInput[] | undefined) => { job: TJobInput };

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.db, { role: 'Employer' });
  employer = t.client();
  await signIn(employer, owner);
  const jobTypeId = await lookupId(t.db, 'jobType');
  const remote = await lookupId(t.db, 'jobLocationType', 'Remote');
  body = (questions) => ({
    job: {
      title: 'Night Baker',
      description: '<p>Bread by five.</p>',
      job_type_id: jobTypeId,
      job_location_type_id: remote,
      minimum_salary: 20,
      maximum_salary: 25,
      salary_rate: 'per_hour',
      ...(questions ? { screening_questions: questions } : {}),
    },
  });
});
afterAll(() => t.close());

const jobsPath = () => `/api/v1/businesses/${owner.businessId}/jobs`;

const QUESTIONS: TScreeningQuestionInput[] = [
  { prompt: 'Can you start at 4 am?', kind: 'yes_no', required: true, disqualifying_answer: 'no' },
  {
    prompt: 'Which oven have you used most?',
    kind: 'single_choice',
    choices: ['Deck', 'Convection', 'Wood-fired'],
    required: false,
    disqualifying_answer: null,
  },
  { prompt: 'Tell us about your best loaf.', kind: 'text', required: false },
];

async function postJob(questions = QUESTIONS) {
  const created = await employer.post(jobsPath()).send(body(questions));
  expect(created.status).toBe(201);
  return created.body as { id: number; screening_questions: Array<{ id: number; prompt: string }> };
}

async function candidate(): Promise<Agent> {
  return signedInClient(t, await createUser(t.db));
}

const contact = {
  'application[first_name]': 'Ada',
  'application[last_name]': 'Lovelace',
  'application[email]': 'ada@example.com',
  'application[phone]': '6175550100',
};

describe('a job’s screening questions', () => {
  it('are kept in order with ids, and only the business sees which answer disqualifies', async () => {
    const job = await postJob();
    expect(job.screening_questions).toEqual([
      {
        id: 1,
        prompt: 'Can you start at 4 am?',
        kind: 'yes_no',
        choices: [],
        required: true,
        disqualifying_answer: 'no',
      },
      {
        id: 2,
        prompt: 'Which oven have you used most?',
        kind: 'single_choice',
        choices: ['Deck', 'Convection', 'Wood-fired'],
        required: false,
        disqualifying_answer: null,
      },
      {
        id: 3,
        prompt: 'Tell us about your best loaf.',
        kind: 'text',
        choices: [],
        required: false,
        disqualifying_answer: null,
      },
    ]);
    const shown = await employer.get(`${jobsPath()}/${job.id}`);
    expect(shown.body.screening_questions).toEqual(job.screening_questions);

    const publicJob = await t.client().get(`/api/v1/jobs/${job.id}`);
    expect(publicJob.status).toBe(200);
    expect(publicJob.body.screening_questions).toEqual([
      { id: 1, prompt: 'Can you start at 4 am?', kind: 'yes_no', choices: [], required: true },
      expect.objectContaining({ id: 2, kind: 'single_choice' }),
      expect.objectContaining({ id: 3, kind: 'text' }),
    ]);
    expect(JSON.stringify(publicJob.body)).not.toContain('disqualifying');
    // The search lists carry no questions.
    const listed = await t.client().get('/api/v1/jobs?what_search_text=Night%20Baker');
    expect(listed.body[0]).not.toHaveProperty('screening_questions');
  });

  it('give two edits saved at once different ids for their new questions', async () => {
    const job = await postJob();
    const kept = job.screening_questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: 'text' as const,
    }));
    const answers = await Promise.all(
      ['Weekends?', 'Holidays?'].map((prompt) =>
        employer.put(`${jobsPath()}/${job.id}`).send(body([...kept, { prompt, kind: 'yes_no' as const }])),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Ids 4 and 5 were handed out, one each: the next new question takes 6.
    const row = await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id }, select: { nextQuestionId: true } });
    expect(row.nextQuestionId).toBe(6);
  });

  it('are replaced on update, keeping the ids sent and never reusing one', async () => {
    const job = await postJob();
    const [first, , third] = job.screening_questions;
    const updated = await employer.put(`${jobsPath()}/${job.id}`).send(
      body([
        { id: third!.id, prompt: 'Your best loaf?', kind: 'text' },
        { prompt: 'Do you hold a food handler card?', kind: 'yes_no', required: true },
        { id: first!.id, prompt: 'Can you start at 4 am?', kind: 'yes_no', disqualifying_answer: 'no' },
      ]),
    );
    expect(updated.status).toBe(200);
    expect(
      updated.body.screening_questions.map((question: { id: number; prompt: string }) => [
        question.id,
        question.prompt,
      ]),
    ).toEqual([
      [3, 'Your best loaf?'],
      [4, 'Do you hold a food handler card?'],
      [1, 'Can you start at 4 am?'],
    ]);
    // Not sent: kept. An empty list clears them.
    const kept = await employer.put(`${jobsPath()}/${job.id}`).send(body(undefined));
    expect(kept.body.screening_questions).toHaveLength(3);
    const cleared = await employer.put(`${jobsPath()}/${job.id}`).send(body([]));
    expect(cleared.body.screening_questions).toEqual([]);
    const again = await employer.put(`${jobsPath()}/${job.id}`).send(body([{ prompt: 'Weekends?', kind: 'yes_no' }]));
    expect(again.body.screening_questions[0].id).toBe(5);
  });

  it('refuses more than 10, naming the field', async () => {
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      prompt: `Question ${index + 1}?`,
      kind: 'text' as const,
    }));
    const response = await employer.post(jobsPath()).send(body(eleven));
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ screening_questions: ['Ask at most 10 screening questions.'] });
  });

  it('keys each broken question’s errors by its place and field', async () => {
    const response = await employer.post(jobsPath()).send(
      body([
        { prompt: '  ', kind: 'yes_no' },
        { prompt: 'Pick one', kind: 'single_choice', choices: ['Only'] },
        { prompt: 'Pick again', kind: 'single_choice', choices: ['A', 'B'], disqualifying_answer: 'C' },
        { prompt: 'Say', kind: 'text', disqualifying_answer: 'no' },
        { id: 99, prompt: 'Foreign?', kind: 'yes_no' },
        { prompt: 'Kind?', kind: 'essay' as never },
      ]),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error).sort()).toEqual(['screening_questions.5.kind']);
    const semantic = await employer.post(jobsPath()).send(
      body([
        { prompt: '  ', kind: 'yes_no' },
        { prompt: 'Pick one', kind: 'single_choice', choices: ['Only'] },
        { prompt: 'Pick again', kind: 'single_choice', choices: ['A', 'B'], disqualifying_answer: 'C' },
        { prompt: 'Say', kind: 'text', disqualifying_answer: 'no' },
        { id: 99, prompt: 'Foreign?', kind: 'yes_no' },
      ]),
    );
    expect(semantic.status).toBe(422);
    expect(semantic.body.error).toEqual({
      'screening_questions.0.prompt': ['Enter a prompt.'],
      'screening_questions.1.choices': ['Give at least 2 choices.'],
      'screening_questions.2.disqualifying_answer': ['The disqualifying answer must be one of the answers.'],
      'screening_questions.3.disqualifying_answer': [
        'The disqualifying answer is only for yes/no and single-choice questions.',
      ],
      'screening_questions.4.id': ['The screening question is not a question of this job.'],
    });
  });
});

describe('answering them with Instant Apply', () => {
  it('needs every required question answered, with one of its answers, naming the field', async () => {
    const job = await postJob();
    const client = await candidate();
    const missing = await sendForm(client.post(`/api/v1/jobs/${job.id}/applications`), contact);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toEqual({ 'answers.1': ['Enter an answer.'] });
    const wrong = await sendForm(client.post(`/api/v1/jobs/${job.id}/applications`), {
      ...contact,
      'application[answers][1]': 'maybe',
      'application[answers][2]': 'Microwave',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({
      'answers.1': ['The answer is not one of the choices.'],
      'answers.2': ['The answer is not one of the choices.'],
    });
  });

  it('keeps the answers, and the applicants list and the CSV show them with the disqualifying one flagged', async () => {
    const job = await postJob();
    const disqualified = await candidate();
    const applied = await sendForm(disqualified.post(`/api/v1/jobs/${job.id}/applications`), {
      ...contact,
      'application[answers][1]': 'no',
      'application[answers][2]': 'Deck',
      'application[answers][3]': '  Rye, twice proofed.  ',
      'application[answers][77]': 'ignored',
    });
    expect(applied.status).toBe(201);
    const suited = await candidate();
    expect(
      (
        await sendForm(suited.post(`/api/v1/jobs/${job.id}/applications`), {
          ...contact,
          'application[first_name]': 'Grace',
          'application[answers][1]': 'yes',
        })
      ).status,
    ).toBe(201);

    const list = await employer.get(`${jobsPath()}/${job.id}/applications`);
    const byName = Object.fromEntries(list.body.map((row: { first_name: string }) => [row.first_name, row]));
    expect(byName.Ada).toMatchObject({
      disqualified: true,
      answers: [
        { question_id: 1, prompt: 'Can you start at 4 am?', answer: 'no', disqualifying: true },
        { question_id: 2, prompt: 'Which oven have you used most?', answer: 'Deck', disqualifying: false },
        {
          question_id: 3,
          prompt: 'Tell us about your best loaf.',
          answer: 'Rye, twice proofed.',
          disqualifying: false,
        },
      ],
    });
    expect(byName.Grace).toMatchObject({
      disqualified: false,
      answers: [{ question_id: 1, answer: 'yes', disqualifying: false }],
    });

    const csv = await employer.get(`${jobsPath()}/${job.id}/applications.csv`);
    expect(csv.status).toBe(200);
    const [header, ...records] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain(
      '"Can you start at 4 am?","Which oven have you used most?","Tell us about your best loaf.","Disqualifying answer"',
    );
    const ada = records.find((record) => record.startsWith('"Ada"'));
    expect(ada).toMatch(/"no","Deck","Rye, twice proofed.","Yes"$/);
    const grace = records.find((record) => record.startsWith('"Grace"'));
    expect(grace).toMatch(/"yes","","","No"$/);
  });

  it('asks nothing of a click through to the employer’s own site', async () => {
    const created = await employer.post(jobsPath()).send({
      job: { ...body(QUESTIONS).job, use_mw_apply: false, ats_link: 'https://careers.example.com/baker' },
    });
    expect(created.status).toBe(201);
    const client = await candidate();
    const external = await client.post(`/api/v1/jobs/${created.body.id}/applications`).send({ application: {} });
    expect(external.status).toBe(201);
  });
});
