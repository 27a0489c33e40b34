// Screening questions' plain values (no zod), for the signed-in screens' first route (decision 046).

/** What a screening question asks for: yes or no, one of its choices, or a few words. */
export const SCREENING_QUESTION_KINDS = ['yes_no', 'single_choice', 'text'] as const;
export type TScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];

/** A job asks at most this many (issue 36). */
export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_PROMPT_MAX = 300;
export const SCREENING_CHOICES_MAX = 10;
export const SCREENING_CHOICE_MAX = 100;
export const SCREENING_ANSWER_MAX = 2_000;

/** The answers of a yes/no question as sent and stored. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;

/** The choices a question offers: its own for single choice, yes and no for yes/no, none for text. */
export function screeningChoices(question: { kind: TScreeningQuestionKind; choices: readonly string[] }): string[] {
  if (question.kind === 'yes_no') return [...YES_NO_ANSWERS];
  return question.kind === 'single_choice' ? [...question.choices] : [];
}
