import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, hasOptionalMail } from './application-values.ts';
import { ZApplicantStatusBody } from './applicants.ts';
import { ZJobInput } from './business-jobs.ts';
import { ZJobDetail } from './jobs.ts';
import { screeningChoices, ZPublicScreeningQuestion, ZScreeningAnswersInput } from './screening-questions.ts';

describe('stages', () => {
  it('keep the four wire values and add interviewing and offered in the pipeline’s order', () => {
    expect(APPLICATION_STATUSES).toEqual(['received', 'reviewed', 'interviewing', 'offered', 'hired', 'not_selected']);
    expect(APPLICATION_STATUSES.filter(hasOptionalMail)).toEqual(['interviewing', 'not_selected']);
  });

  it('take the e-mail choice as an optional boolean', () => {
    expect(ZApplicantStatusBody.parse({ application: { status: 'offered' } })).toEqual({
      application: { status: 'offered' },
    });
    expect(
      ZApplicantStatusBody.safeParse({ application: { status: 'interviewing', notify_candidate: 'yes' } }).success,
    ).toBe(false);
  });
});

describe('screening questions', () => {
  const question = { id: 1, prompt: 'Can you lift 50 lb?', kind: 'yes_no', choices: [], required: true };

  it('reach candidates without the disqualifying answer', () => {
    const parsed = ZPublicScreeningQuestion.parse({ ...question, disqualifying_answer: 'no' });
    expect(parsed).toEqual(question);
    expect(ZJobDetail.shape.screening_questions.element).toBe(ZPublicScreeningQuestion);
  });

  it('are at most 10 in a job body', () => {
    const many = (count: number) =>
      ZJobInput.safeParse({
        job: { screening_questions: Array.from({ length: count }, () => ({ prompt: 'Why?', kind: 'text' })) },
      });
    expect(many(10).success).toBe(true);
    const eleven = many(11);
    expect(eleven.success).toBe(false);
    expect(eleven.error?.issues[0]).toMatchObject({
      path: ['job', 'screening_questions'],
      message: 'Ask at most 10 screening questions.',
    });
  });

  it('offer yes and no, a single choice’s own choices, and none for text', () => {
    expect(screeningChoices({ kind: 'yes_no', choices: ['ignored'] })).toEqual(['yes', 'no']);
    expect(screeningChoices({ kind: 'single_choice', choices: ['Deck', 'Oven'] })).toEqual(['Deck', 'Oven']);
    expect(screeningChoices({ kind: 'text', choices: ['ignored'] })).toEqual([]);
  });

  it('are answered by question id, trimmed', () => {
    expect(ZScreeningAnswersInput.parse({ '12': '  yes ' })).toEqual({ '12': 'yes' });
  });
});
