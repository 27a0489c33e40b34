import { Form } from 'react-bootstrap';
import { SCREENING_ANSWER_MAX, screeningChoices, type TPublicScreeningQuestion } from '@mainwork/contracts';
import { errorIdOf, FieldError, TextField } from '../../components/form-fields.tsx';

const ANSWER_LABELS: Record<string, string> = { yes: 'Yes', no: 'No' };

/** The form's key of a question's answer (a letter first: a bare number would be read as a list index). */
export const answerField = (questionId: number) => `q${questionId}`;

/**
 * The job's screening questions, as Instant Apply asks them: yes/no and single choice as radio groups (their
 * prompt the group's legend, arrow keys move between answers), text as a text area. A required one is marked.
 */
export function ScreeningQuestionFields({
  questions,
  answers,
  onChange,
  idOf,
  errorOf,
}: {
  questions: TPublicScreeningQuestion[];
  answers: Record<string, string>;
  onChange(questionId: number, answer: string): void;
  idOf(questionId: number): string;
  errorOf(questionId: number): string | undefined;
}) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="screening-questions" className="mb-2">
      <h2 id="screening-questions" className="h6">
        Questions from the employer
      </h2>
      {questions.map((question) => {
        const id = idOf(question.id);
        const error = errorOf(question.id);
        const value = answers[answerField(question.id)] ?? '';
        if (question.kind === 'text') {
          return (
            <TextField
              key={question.id}
              id={id}
              label={question.prompt}
              required={question.required}
              rows={2}
              max={SCREENING_ANSWER_MAX}
              value={value}
              onChange={(answer) => onChange(question.id, answer)}
              error={error}
            />
          );
        }
        return (
          <fieldset
            key={question.id}
            // A radio group may say it must be answered (a plain group may not).
            role="radiogroup"
            className="mb-3"
            aria-required={question.required || undefined}
            aria-describedby={error ? errorIdOf(id) : undefined}
          >
            <legend className="form-label fs-6 mb-1">
              {question.prompt}
              {question.required ? (
                <span className="text-danger" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : null}
            </legend>
            {screeningChoices(question).map((choice, index) => (
              <Form.Check
                key={choice}
                type="radio"
                // The first answer carries the question's id, so a refusal can bring focus to the group.
                id={index === 0 ? id : `${id}-${index}`}
                name={id}
                label={ANSWER_LABELS[choice] ?? choice}
                checked={value === choice}
                onChange={() => onChange(question.id, choice)}
                isInvalid={Boolean(error)}
              />
            ))}
            <FieldError id={id} error={error} />
          </fieldset>
        );
      })}
    </section>
  );
}
