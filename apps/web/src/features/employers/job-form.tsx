import { useId, type ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  EMPLOYER_REWARD_SOURCE_ID,
  REWARD_TYPE_NAMES,
  REWARD_TYPES,
  SALARY_PERIODS,
  SALARY_RATES,
  type TLookup,
  type TState,
} from '@mainwork/contracts';
import { FieldError, FormField } from '../../components/form-fields.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { formatRewardLabel } from '../../lib/formatters.ts';
import { BenefitsEditor } from './benefits-editor.tsx';
import { ScreeningQuestionsEditor } from './screening-questions-editor.tsx';
import type { JobFormValues } from './job-form-values.ts';

export type JobFormLookups = Record<
  'jobTypes' | 'jobExperienceLevels' | 'jobIndustries' | 'jobFunctions' | 'jobLocationTypes',
  TLookup[]
> & { states: TState[] };

type FieldProps = { name: keyof JobFormValues; label: string; required?: boolean; hint?: ReactNode };

/** The job form's field named `name`: its id and the server's message, for the one `FormField`. */
function fieldOf(form: UseFormReturn<JobFormValues>, name: keyof JobFormValues) {
  const error = form.formState.errors[name]?.message;
  return { id: `job-${name}`, error: error === undefined ? undefined : String(error) };
}

function LookupSelect({
  form,
  name,
  label,
  options,
  required,
}: FieldProps & { form: UseFormReturn<JobFormValues>; options: TLookup[] }) {
  return (
    <FormField {...fieldOf(form, name)} label={label} {...(required ? { required } : {})}>
      {({ id, describedBy }) => (
        <Form.Select
          id={id}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          isInvalid={Boolean(form.formState.errors[name])}
          {...form.register(name)}
        >
          <option value="">{required ? 'Choose…' : 'Not specified'}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
}

function TextInput({
  form,
  name,
  label,
  required,
  hint,
  type = 'text',
  inputMode,
}: FieldProps & { form: UseFormReturn<JobFormValues>; type?: string; inputMode?: 'decimal' | 'numeric' | 'url' }) {
  return (
    <FormField {...fieldOf(form, name)} label={label} {...(required ? { required } : {})} hint={hint}>
      {({ id, describedBy }) => (
        <Form.Control
          id={id}
          type={type}
          inputMode={inputMode}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          isInvalid={Boolean(form.formState.errors[name])}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}

/** Every field of a job posting (DECISIONS "Employer API"), in the order an employer thinks of them. */
export function JobFormFields({
  form,
  lookups,
  businessName,
  benefitErrors,
  questionErrors = [],
}: {
  form: UseFormReturn<JobFormValues>;
  lookups: JobFormLookups;
  businessName: string;
  benefitErrors: string[];
  /** The server's message for each screening question, by its place. */
  questionErrors?: string[];
}) {
  const { openModal } = useModal();
  const descriptionLabelId = useId();
  const values = form.watch();
  const remote =
    lookups.jobLocationTypes.find((type) => String(type.id) === values.job_location_type_id)?.name === 'Remote';
  const isGiftCard = values.reward_type === 'Reward::GiftCard';
  const amount = Number(values.reward_amount);

  function chooseSource(source: { id: number; name: string }) {
    form.setValue('reward_source_id', String(source.id), { shouldDirty: true });
    form.setValue('reward_source_name', source.name, { shouldDirty: true });
    form.clearErrors('reward_source_id');
  }

  return (
    <>
      <section aria-labelledby="job-basics" className="mb-4">
        <h2 id="job-basics" className="h5">
          The job
        </h2>
        <TextInput form={form} name="title" label="Title" required />
        <Form.Group className="mb-3">
          <Form.Label id={descriptionLabelId} htmlFor="job-description">
            Description
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          </Form.Label>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id="job-description"
                labelId={descriptionLabelId}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(form.formState.errors.description)}
                describedBy={form.formState.errors.description ? 'job-description-error' : undefined}
              />
            )}
          />
          <FieldError id="job-description" error={form.formState.errors.description?.message} />
        </Form.Group>
        <Row>
          <Col md={6}>
            <LookupSelect form={form} name="job_type_id" label="Job type" options={lookups.jobTypes} required />
          </Col>
          <Col md={6}>
            <LookupSelect
              form={form}
              name="job_experience_level_id"
              label="Experience level"
              options={lookups.jobExperienceLevels}
            />
          </Col>
          <Col md={6}>
            <LookupSelect form={form} name="job_industry_id" label="Industry" options={lookups.jobIndustries} />
          </Col>
          <Col md={6}>
            <LookupSelect form={form} name="job_function_id" label="Function" options={lookups.jobFunctions} />
          </Col>
        </Row>
      </section>

      <section aria-labelledby="job-place" className="mb-4">
        <h2 id="job-place" className="h5">
          Where
        </h2>
        <LookupSelect
          form={form}
          name="job_location_type_id"
          label="Location type"
          options={lookups.jobLocationTypes}
          required
        />
        <p className="form-text mt-0">{remote ? 'Optional for remote jobs.' : 'Where the work happens.'}</p>
        <Row>
          <Col md={8}>
            <TextInput form={form} name="address_one" label="Street address" />
          </Col>
          <Col md={4}>
            <TextInput form={form} name="address_two" label="Suite or unit" />
          </Col>
          <Col md={5}>
            <TextInput form={form} name="city" label="City" required={!remote} />
          </Col>
          <Col md={4}>
            <FormField {...fieldOf(form, 'state_id')} label="State" required={!remote}>
              {({ id, describedBy }) => (
                <Form.Select
                  id={id}
                  aria-describedby={describedBy}
                  isInvalid={Boolean(form.formState.errors.state_id)}
                  {...form.register('state_id')}
                >
                  <option value="">Choose…</option>
                  {lookups.states.map((state) => (
                    <option key={state.id} value={state.id}>
                      {state.name}
                    </option>
                  ))}
                </Form.Select>
              )}
            </FormField>
          </Col>
          <Col md={3}>
            <TextInput form={form} name="zip" label="ZIP" required={!remote} inputMode="numeric" />
          </Col>
        </Row>
      </section>

      <section aria-labelledby="job-pay" className="mb-4">
        <h2 id="job-pay" className="h5">
          Pay and benefits
        </h2>
        <p className="form-text mt-0">
          A salary range is required: pay-transparency laws (Colorado, New York City, California, Washington) ask for
          it.
        </p>
        <Row>
          <Col md={4}>
            <TextInput form={form} name="minimum_salary" label="Minimum ($)" required inputMode="decimal" />
          </Col>
          <Col md={4}>
            <TextInput form={form} name="maximum_salary" label="Maximum ($)" required inputMode="decimal" />
          </Col>
          <Col md={4}>
            <FormField {...fieldOf(form, 'salary_rate')} label="Per" required>
              {({ id, describedBy }) => (
                <Form.Select id={id} aria-describedby={describedBy} {...form.register('salary_rate')}>
                  {SALARY_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {SALARY_PERIODS[rate]}
                    </option>
                  ))}
                </Form.Select>
              )}
            </FormField>
          </Col>
        </Row>
        <BenefitsEditor form={form} errors={benefitErrors} />
      </section>

      <section aria-labelledby="job-reward" className="mb-4">
        <h2 id="job-reward" className="h5">
          Referral reward
        </h2>
        <p className="form-text mt-0">Paid to the referrer only after a confirmed hire through their link.</p>
        <Row>
          <Col md={6}>
            <FormField {...fieldOf(form, 'reward_type')} label="Reward type">
              {({ id, describedBy }) => (
                <Form.Select id={id} aria-describedby={describedBy} {...form.register('reward_type')}>
                  {REWARD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {REWARD_TYPE_NAMES[type]}
                    </option>
                  ))}
                </Form.Select>
              )}
            </FormField>
          </Col>
          <Col md={6}>
            <TextInput form={form} name="reward_amount" label="Amount ($)" inputMode="decimal" />
          </Col>
        </Row>
        {isGiftCard ? (
          <div className="mb-3">
            <p className="mb-1" id="gift-card-choice">
              {values.reward_source_id
                ? `Gift card: ${formatRewardLabel({
                    type: 'Reward::GiftCard',
                    amount: Number.isFinite(amount) ? amount : 0,
                    reward_source: { id: Number(values.reward_source_id), name: values.reward_source_name },
                    employer_business_name: businessName,
                  })}`
                : 'No gift card chosen yet.'}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => openModal('RewardMarketplaceModal', { onSelect: chooseSource })}
              >
                Choose from the Reward Marketplace
              </button>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => chooseSource({ id: EMPLOYER_REWARD_SOURCE_ID, name: businessName })}
              >
                Use a gift card from {businessName}
              </button>
            </div>
            <FieldError id="job-reward_source_id" error={form.formState.errors.reward_source_id?.message} />
          </div>
        ) : null}
        <TextInput form={form} name="reward_description" label="Reward description" />
        <TextInput form={form} name="reward_url" label="Reward details link" type="url" inputMode="url" />
        {values.reward_type !== 'Reward::Cash' ? (
          <TextInput
            form={form}
            name="reward_code"
            label="Promotion code"
            hint="Delivered to the referrer after the hire; never shown to candidates."
          />
        ) : null}
      </section>

      <section aria-labelledby="job-applying" className="mb-4">
        <h2 id="job-applying" className="h5">
          Applying
        </h2>
        <Form.Check
          type="radio"
          id="apply-mw"
          value="mw"
          label="Instant Apply on MainWork"
          {...form.register('apply_method')}
        />
        <Form.Check
          type="radio"
          id="apply-ats"
          value="ats"
          label="Apply on our applicant tracking system"
          className="mb-2"
          {...form.register('apply_method')}
        />
        {values.apply_method === 'ats' ? (
          <TextInput form={form} name="ats_link" label="Application link" type="url" inputMode="url" required />
        ) : (
          <>
            <Form.Check id="require-resume" label="Require a resume" {...form.register('require_resume')} />
            <Form.Check
              id="require-cover-letter"
              label="Require a cover letter"
              className="mb-2"
              {...form.register('require_cover_letter')}
            />
            <ScreeningQuestionsEditor form={form} errors={questionErrors} />
          </>
        )}
        <Form.Check
          type="switch"
          id="applications-paused"
          label="Pause applications"
          className="mb-3"
          {...form.register('applications_paused')}
        />
        <TextInput
          form={form}
          name="expires_on"
          label="Posting expires on"
          type="date"
          hint="60 days after posting unless you choose another date."
        />
      </section>
    </>
  );
}
