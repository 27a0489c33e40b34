import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import {
  SCREENING_CHOICE_MAX,
  SCREENING_PROMPT_MAX,
  SCREENING_QUESTIONS_MAX,
  screeningChoices,
  type TScreeningQuestionKind,
} from '@mainwork/contracts';
import { FormField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { choicesOf, type JobFormValues } from './job-form-values.ts';
import arrowDownIcon from 'virtual:bootstrap-icons/arrow-down';
import arrowUpIcon from 'virtual:bootstrap-icons/arrow-up';
import trashIcon from 'virtual:bootstrap-icons/trash';

const KIND_LABELS: Record<TScreeningQuestionKind, string> = {
  yes_no: 'Yes or no',
  single_choice: 'One of several choices',
  text: 'A written answer',
};
const ANSWER_LABELS: Record<string, string> = { yes: 'Yes', no: 'No' };

/**
 * The questions Instant Apply asks, in order: added, removed and moved with buttons (focus stays on the moved
 * question's button, and the move is announced). Each has its prompt, kind, choices (one per line), whether it
 * must be answered, and the answer that flags an applicant, which only the business sees.
 */
export function ScreeningQuestionsEditor({ form, errors }: { form: UseFormReturn<JobFormValues>; errors: string[] }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'screening_questions' });
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const full = fields.length >= SCREENING_QUESTIONS_MAX;

  function moveTo(from: number, to: number, direction: 'up' | 'down') {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(`Moved question ${from + 1} to position ${to + 1} of ${fields.length}.`);
    requestAnimationFrame(() => {
      const button = document.querySelector<HTMLButtonElement>(`[data-question="${to}"][data-move="${direction}"]`);
      const fallback = document.querySelector<HTMLButtonElement>(`[data-question="${to}"][data-move]:not(:disabled)`);
      (button && !button.disabled ? button : fallback)?.focus();
    });
  }

  return (
    <fieldset className="mb-3" aria-describedby={hintId}>
      <legend className="form-label fs-6">Screening questions</legend>
      <p id={hintId} className="form-text mt-0">
        Instant Apply asks them, up to {SCREENING_QUESTIONS_MAX}. Only you see which answer disqualifies.
      </p>
      <ol className="list-unstyled mb-2">
        {fields.map((field, index) => {
          const values = form.watch(`screening_questions.${index}`);
          const answers = screeningChoices({ kind: values.kind, choices: choicesOf(values.choices) });
          const base = `question-${field.id}`;
          return (
            <li key={field.id} className="border rounded p-2 mb-2 bg-body" data-testid="screening-question">
              <FormField
                id={`${base}-prompt`}
                label={`Question ${index + 1}`}
                error={errors[index]}
                className="mb-2"
                labelClassName="small mb-1"
              >
                {(control) => (
                  <Form.Control
                    id={control.id}
                    size="sm"
                    maxLength={SCREENING_PROMPT_MAX}
                    isInvalid={control.invalid}
                    aria-invalid={control.invalid || undefined}
                    aria-describedby={control.describedBy}
                    {...form.register(`screening_questions.${index}.prompt`)}
                  />
                )}
              </FormField>
              <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
                <FormField id={`${base}-kind`} label="Answer type" className="" labelClassName="small mb-1">
                  {(control) => (
                    <Form.Select id={control.id} size="sm" {...form.register(`screening_questions.${index}.kind`)}>
                      {Object.entries(KIND_LABELS).map(([kind, label]) => (
                        <option key={kind} value={kind}>
                          {label}
                        </option>
                      ))}
                    </Form.Select>
                  )}
                </FormField>
                {values.kind === 'text' ? null : (
                  <FormField
                    id={`${base}-disqualifying`}
                    label="Disqualifying answer"
                    className=""
                    labelClassName="small mb-1"
                  >
                    {(control) => (
                      <Form.Select
                        id={control.id}
                        size="sm"
                        {...form.register(`screening_questions.${index}.disqualifying_answer`)}
                      >
                        <option value="">None</option>
                        {answers.map((answer) => (
                          <option key={answer} value={answer}>
                            {ANSWER_LABELS[answer] ?? answer}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  </FormField>
                )}
                <Form.Check
                  id={`${base}-required`}
                  className="mb-1"
                  label="Must be answered"
                  {...form.register(`screening_questions.${index}.required`)}
                />
              </div>
              {values.kind === 'single_choice' ? (
                <FormField
                  id={`${base}-choices`}
                  label="Choices, one per line"
                  className="mb-2"
                  labelClassName="small mb-1"
                >
                  {(control) => (
                    <Form.Control
                      id={control.id}
                      as="textarea"
                      size="sm"
                      rows={3}
                      maxLength={SCREENING_CHOICE_MAX * 10 + 10}
                      {...form.register(`screening_questions.${index}.choices`)}
                    />
                  )}
                </FormField>
              ) : null}
              <div className="d-flex gap-1">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  data-question={index}
                  data-move="up"
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1, 'up')}
                >
                  <Icon icon={arrowUpIcon} />
                  <span className="visually-hidden">Move question {index + 1} up</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  data-question={index}
                  data-move="down"
                  disabled={index === fields.length - 1}
                  onClick={() => moveTo(index, index + 1, 'down')}
                >
                  <Icon icon={arrowDownIcon} />
                  <span className="visually-hidden">Move question {index + 1} down</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => {
                    remove(index);
                    setAnnouncement(`Removed question ${index + 1}.`);
                  }}
                >
                  <Icon icon={trashIcon} className="me-1" />
                  Remove question {index + 1}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {fields.length === 0 ? <p className="text-body-secondary small">No screening questions.</p> : null}
      <Button
        size="sm"
        variant="outline-primary"
        disabled={full}
        onClick={() => {
          append({ id: null, prompt: '', kind: 'yes_no', choices: '', required: true, disqualifying_answer: '' });
          setAnnouncement(`Added question ${fields.length + 1}.`);
        }}
      >
        Add a question
      </Button>
      {full ? <span className="small text-body-secondary ms-2">That is the most a job can ask.</span> : null}
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </fieldset>
  );
}
