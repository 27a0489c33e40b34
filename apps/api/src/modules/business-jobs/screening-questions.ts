import sql from 'sql-template-tag';
import { z } from 'zod';
import {
  screeningChoices,
  ZScreeningQuestion,
  type TScreeningQuestion,
  type TScreeningQuestionInput,
} from '@mainwork/contracts';
import type { FieldErrors } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';

const BLANK = "can't be blank";

/**
 * A job's screening questions as written (docs/decisions/055-stages-and-screening-questions.md), errors keyed
 * `screening_questions.<n>.<field>`. A question sent with its `id` keeps it; a new one gets an id above every id
 * the job has had (`firstFreeId`, kept on the job), so an answer never points at a later question. Choices of a yes/no or text
 * question are dropped; the disqualifying answer must be one of the question's answers.
 */
export function checkScreeningQuestions(
  input: TScreeningQuestionInput[],
  existing: { ids: Set<number>; firstFreeId: number },
  errors: FieldErrors,
): TScreeningQuestion[] {
  let nextId = existing.firstFreeId;
  const seen = new Set<number>();
  return input.map((question, index) => {
    const key = (field: string) => `screening_questions.${index}.${field}`;
    const prompt = question.prompt.trim();
    if (!prompt) errors.add(key('prompt'), BLANK);
    let id: number;
    if (question.id !== null && question.id !== undefined) {
      if (!existing.ids.has(question.id) || seen.has(question.id))
        errors.add(key('id'), 'is not a question of this job');
      id = question.id;
      seen.add(id);
    } else id = nextId++;
    const choices =
      question.kind === 'single_choice' ? (question.choices ?? []).map((choice) => choice.trim()).filter(Boolean) : [];
    if (question.kind === 'single_choice') {
      if (choices.length < 2) errors.add(key('choices'), 'Give at least 2 choices.');
      else if (new Set(choices.map((choice) => choice.toLowerCase())).size !== choices.length)
        errors.add(key('choices'), 'must differ from each other');
    }
    const disqualifying = question.disqualifying_answer?.trim() || null;
    if (disqualifying !== null) {
      if (question.kind === 'text')
        errors.add(key('disqualifying_answer'), 'is only for yes/no and single-choice questions');
      else if (!screeningChoices({ kind: question.kind, choices }).includes(disqualifying))
        errors.add(key('disqualifying_answer'), 'must be one of the answers');
    }
    return {
      id,
      prompt,
      kind: question.kind,
      choices,
      required: question.required ?? false,
      disqualifying_answer: question.kind === 'text' ? null : disqualifying,
    };
  });
}

/** The job's questions now, and the id its next new question takes (ids are never reused). */
export async function existingScreeningQuestions(
  db: Parameters<typeof queryRows>[0],
  jobId: number | null,
): Promise<{ ids: Set<number>; firstFreeId: number }> {
  if (jobId === null) return { ids: new Set(), firstFreeId: 1 };
  const [row] = await queryRows(
    db,
    z.object({ questions: z.array(ZScreeningQuestion), next_id: z.number().int() }),
    sql`SELECT "screeningQuestions" AS questions, "nextQuestionId" AS next_id FROM jobs WHERE id = ${jobId}`,
  );
  return { ids: new Set((row?.questions ?? []).map((question) => question.id)), firstFreeId: row?.next_id ?? 1 };
}
