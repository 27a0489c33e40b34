import { screeningChoices, type TScreeningAnswer, type TScreeningQuestion } from '@mainwork/contracts';
import type { FieldErrors } from '../../http/app-error.ts';

/**
 * The candidate's answers to the job's screening questions (`application[answers][<id>]`), errors keyed
 * `answers.<id>`: a required question left blank, or an answer that is not one of a question's choices. What is
 * kept is each answered question as it was asked, and whether the answer is the one the business marked as
 * disqualifying (the candidate is never told). Answers to questions the job no longer asks are ignored.
 */
export function checkScreeningAnswers(
  questions: TScreeningQuestion[],
  given: Record<string, string> | undefined,
  errors: FieldErrors,
): TScreeningAnswer[] {
  const answers: TScreeningAnswer[] = [];
  for (const question of questions) {
    const key = `answers.${question.id}`;
    const answer = given?.[String(question.id)]?.trim() ?? '';
    if (!answer) {
      if (question.required) errors.add(key, "can't be blank");
      continue;
    }
    const choices = screeningChoices(question);
    if (choices.length > 0 && !choices.includes(answer)) {
      errors.add(key, 'is not one of the choices');
      continue;
    }
    answers.push({
      question_id: question.id,
      prompt: question.prompt,
      answer,
      disqualifying: question.disqualifying_answer !== null && answer === question.disqualifying_answer,
    });
  }
  return answers;
}
