import { z } from 'zod';
import {
  SCREENING_ANSWER_MAX,
  SCREENING_CHOICE_MAX,
  SCREENING_CHOICES_MAX,
  SCREENING_PROMPT_MAX,
  SCREENING_QUESTION_KINDS,
  SCREENING_QUESTIONS_MAX,
} from './screening-question-values.ts';

export * from './screening-question-values.ts';

export const ZScreeningQuestionKind = z.enum(SCREENING_QUESTION_KINDS);

/**
 * A job's screening question as its business sees it (docs/decisions/055-stages-and-screening-questions.md).
 * `choices`: a single choice's options (empty for the other kinds); `disqualifying_answer`: the answer that
 * flags an applicant ('yes' or 'no', or one of the choices), null when none does.
 */
export const ZScreeningQuestion = z.object({
  id: z.number().int(),
  prompt: z.string(),
  kind: ZScreeningQuestionKind,
  choices: z.array(z.string()),
  required: z.boolean(),
  disqualifying_answer: z.string().nullable(),
});
export type TScreeningQuestion = z.infer<typeof ZScreeningQuestion>;

/** The question as candidates see it: which answer disqualifies is the business's own. */
export const ZPublicScreeningQuestion = ZScreeningQuestion.omit({ disqualifying_answer: true });
export type TPublicScreeningQuestion = z.infer<typeof ZPublicScreeningQuestion>;

const text = (max: number) => z.string({ error: 'is invalid' }).max(max, `is too long (maximum is ${max} characters)`);

/** A question in the job's create and update bodies; `id` keeps an existing question (and its answers' key). */
export const ZScreeningQuestionInput = z.object({
  id: z.number({ error: 'is invalid' }).int('is invalid').positive('is invalid').max(2_147_483_647).nullish(),
  prompt: text(SCREENING_PROMPT_MAX),
  kind: ZScreeningQuestionKind,
  choices: z
    .array(text(SCREENING_CHOICE_MAX))
    .max(SCREENING_CHOICES_MAX, `at most ${SCREENING_CHOICES_MAX} choices`)
    .nullish(),
  required: z.boolean({ error: 'is invalid' }).nullish(),
  disqualifying_answer: text(SCREENING_CHOICE_MAX).nullish(),
});
export type TScreeningQuestionInput = z.infer<typeof ZScreeningQuestionInput>;

export const ZScreeningQuestionsInput = z
  .array(ZScreeningQuestionInput)
  .max(SCREENING_QUESTIONS_MAX, `Ask at most ${SCREENING_QUESTIONS_MAX} screening questions.`);

/** An answer as the business reads it: the question as it was asked, and whether the answer disqualifies. */
export const ZScreeningAnswer = z.object({
  question_id: z.number().int(),
  prompt: z.string(),
  answer: z.string(),
  disqualifying: z.boolean(),
});
export type TScreeningAnswer = z.infer<typeof ZScreeningAnswer>;

/** `application[answers][<question id>]`: what the candidate answered. */
export const ZScreeningAnswersInput = z.record(
  z.string().max(12),
  z
    .string()
    .max(SCREENING_ANSWER_MAX, `is too long (maximum is ${SCREENING_ANSWER_MAX} characters)`)
    .transform((value) => value.trim()),
);
