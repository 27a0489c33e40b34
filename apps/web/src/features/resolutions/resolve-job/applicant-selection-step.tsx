import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { Alert } from '../../../components/alert.tsx';
import type { useForm } from 'react-hook-form';
import { FieldError, errorIdOf } from '../../../components/form-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { resolutionApplicantsQueryOptions, type JobRef } from '../api/resolutions.ts';
import { Question } from './question-step.tsx';
import { RESOLVE_TEXTS } from './resolve-texts.ts';
import { Waiting } from './waiting.tsx';
import type { WizardValues } from './wizard-values.ts';

/** Who was hired: the posting's applicants to choose from, then whether the employer found them. */
export function ApplicantSelection({
  job,
  form,
  busy,
  onAnswer,
}: {
  job: JobRef;
  form: ReturnType<typeof useForm<WizardValues>>;
  busy: boolean;
  onAnswer(found: boolean): unknown;
}) {
  const applicants = useQuery(resolutionApplicantsQueryOptions(job));
  const id = useId();
  const error = form.formState.errors.application_id?.message;
  let list: ReactNode;
  if (applicants.isPending) list = <Waiting label="Loading applicants…" />;
  else if (applicants.isError) list = <Alert variant="danger">{errorMessage(applicants.error)}</Alert>;
  else if (applicants.data.length === 0) list = <p className="text-body-secondary">{RESOLVE_TEXTS.noApplicants}</p>;
  else
    list = (
      <div className="overflow-auto" style={{ maxHeight: '16rem' }}>
        {applicants.data.map((applicant) => (
          <Form.Check
            key={applicant.application_id}
            type="radio"
            id={`${id}-${applicant.application_id}`}
            value={String(applicant.application_id)}
            isInvalid={Boolean(error)}
            aria-describedby={error ? errorIdOf(id) : undefined}
            label={
              <>
                {applicant.display_value}
                {applicant.status === 'hired' ? (
                  <span className="badge text-bg-success ms-2">{RESOLVE_TEXTS.markedHired}</span>
                ) : null}
                {applicant.referred ? <span className="badge text-bg-info ms-2">Referred</span> : null}
              </>
            }
            {...form.register('application_id', { onChange: () => form.clearErrors('application_id') })}
          />
        ))}
      </div>
    );
  return (
    <>
      <fieldset className="mb-3">
        <legend className="fs-5">{RESOLVE_TEXTS.whoWasHired}</legend>
        {list}
        <FieldError id={id} error={error} />
      </fieldset>
      <Question
        text={RESOLVE_TEXTS.foundApplicant}
        busy={busy}
        onYes={() => onAnswer(true)}
        onNo={() => onAnswer(false)}
      />
    </>
  );
}
