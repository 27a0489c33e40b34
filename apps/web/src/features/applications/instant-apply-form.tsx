import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Form, Spinner } from 'react-bootstrap';
import { ZApplicationFields, type TJobDetail } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { serverFieldMessage } from '../../lib/forms/server-field-message.ts';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation, type FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import { TextField } from '../../components/form-fields.tsx';
import { submitInstantApplication } from '../../lib/api/applications.ts';
import {
  CHOSEN_DOCUMENTS,
  CONTACT_AND_DOCUMENT_KEYS,
  ContactFields,
  DocumentField,
  showFirstError,
  type ContactValues,
} from './application-fields.tsx';
import { answerField, ScreeningQuestionFields } from './screening-question-fields.tsx';

export const APPLY_FAILED = 'Failed to submit application. Please correct the issues below.';

export type InstantApplyValues = ContactValues & {
  comments: string;
  resume: File | null;
  cover_letter: File | null;
  /** Answers to the screening questions, by `answerField(question id)`. */
  answers: Record<string, string>;
};

type Field = Exclude<keyof InstantApplyValues, 'answers'>;

/** The contract's `application[…]` text fields and answers, with the attached files. */
const applicationSchema = ZApplicationFields.shape.application.unwrap().extend(CHOSEN_DOCUMENTS);

const FIELD_KEYS: FieldKeys<InstantApplyValues> = { ...CONTACT_AND_DOCUMENT_KEYS, comments: 'comments' };

/** Spec §7: multipart `application[first_name]`…, `application[answers][<question id>]`; files only when attached. */
function applicationForm(values: InstantApplyValues, questions: TJobDetail['screening_questions']): FormData {
  const form = new FormData();
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'comments'] as const) {
    form.append(`application[${field}]`, values[field]);
  }
  if (values.resume) form.append('application[resume]', values.resume);
  if (values.cover_letter) form.append('application[cover_letter]', values.cover_letter);
  for (const question of questions) {
    const answer = values.answers[answerField(question.id)];
    if (answer) form.append(`application[answers][${question.id}]`, answer);
  }
  return form;
}

/**
 * The Instant Apply form (spec §2.5, §5): names, e-mail and phone required, resume and cover letter required
 * only when the job says so, comments. The server checks everything; its first message per field shows
 * under the field, and a refusal of the job itself ('You have already applied…') in the alert.
 */
export function InstantApplyForm({
  job,
  initial,
  onApplied,
}: {
  job: Pick<TJobDetail, 'id' | 'require_resume' | 'require_cover_letter' | 'screening_questions'>;
  initial: InstantApplyValues;
  onApplied(): void;
}) {
  const { showAlert, clearAlert } = useGlobalAlert();
  const formId = useId();
  const questions = job.screening_questions;
  const form = useForm<InstantApplyValues>({
    defaultValues: initial,
    resolver: serverCheckedResolver(applicationSchema),
  });
  const values = form.watch();

  const idOf = (field: Field) => `${formId}-${field}`;
  const errorOf = (field: Field) => form.formState.errors[field]?.message;
  const answerIdOf = (questionId: number) => `${formId}-answer-${questionId}`;
  const fieldKeys = {
    ...FIELD_KEYS,
    ...Object.fromEntries(
      questions.map((question) => [`answers.${answerField(question.id)}`, `answers.${question.id}`]),
    ),
  } as FieldKeys<InstantApplyValues>;
  const fromDefaults = (field: 'resume' | 'cover_letter') =>
    values[field] !== null && values[field] === initial[field] ? 'From your Instant Apply defaults.' : undefined;

  const { submit, saving: busy } = useFormMutation({
    form,
    mutationFn: (submitted: InstantApplyValues) => {
      clearAlert();
      return submitInstantApplication(job.id, applicationForm(submitted, questions));
    },
    fieldKeys,
    messages: 'first',
    onSuccess: () => onApplied(),
    onError(error, { fieldErrors, placed }) {
      const refusal = serverFieldMessage(fieldErrors, 'job', 'first');
      showAlert({
        message: refusal ?? (fieldErrors ? APPLY_FAILED : errorMessage(error, APPLY_FAILED)),
        alertType: 'danger',
      });
      const first = placed[0];
      const answer = first?.startsWith('answers.') ? Number(first.slice('answers.q'.length)) : null;
      showFirstError(first ? (answer !== null ? answerIdOf(answer) : idOf(first as Field)) : undefined);
    },
  });

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy}>
      <ContactFields
        values={values}
        onChange={(field, value) => form.setValue(field, value)}
        idOf={idOf}
        errorOf={errorOf}
        required
      />
      <DocumentField
        id={idOf('resume')}
        label="Resume"
        required={job.require_resume}
        fileName={values.resume?.name ?? null}
        onChoose={(file) => form.setValue('resume', file)}
        hint={fromDefaults('resume')}
        error={errorOf('resume')}
      />
      <DocumentField
        id={idOf('cover_letter')}
        label="Cover letter"
        required={job.require_cover_letter}
        fileName={values.cover_letter?.name ?? null}
        onChoose={(file) => form.setValue('cover_letter', file)}
        hint={fromDefaults('cover_letter')}
        error={errorOf('cover_letter')}
      />
      <ScreeningQuestionFields
        questions={questions}
        answers={values.answers ?? {}}
        onChange={(questionId, answer) => {
          form.setValue(`answers.${answerField(questionId)}`, answer);
          form.clearErrors(`answers.${answerField(questionId)}`);
        }}
        idOf={answerIdOf}
        errorOf={(questionId) => form.formState.errors.answers?.[answerField(questionId)]?.message}
      />
      <TextField
        id={idOf('comments')}
        label="Comments"
        rows={4}
        value={values.comments}
        onChange={(value) => form.setValue('comments', value)}
        error={errorOf('comments')}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        Submit application
      </Button>
    </Form>
  );
}
