import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Container, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { type TBusinessJob } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { JobCard } from '../../components/job-card/job-card.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { businessQueryOptions } from '../../lib/api/businesses.ts';
import { jobKeys } from '../../lib/api/jobs.ts';
import { useLookup, useStates } from '../../lib/api/lookups.ts';
import { myMembershipQueryOptions } from '../../lib/api/memberships.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { can } from '../../lib/permissions.ts';
import { paths, routes, type EmployerDashboardArrival } from '../../lib/paths.ts';
import { businessJobQueryOptions, createBusinessJob, updateBusinessJob } from './api/business-jobs.ts';
import { JobFormFields, type JobFormLookups } from './job-form.tsx';
import {
  emptyJobValues,
  JOB_FIELD_KEYS,
  jobToValues,
  previewJob,
  valuesToJobInput,
  type JobFormValues,
} from './job-form-values.ts';

const CORRECT_THE_ERRORS = 'Please correct the errors below.';
/** What the preview says in place of 'Posted X ago' before the job is published. */
export const NOT_POSTED_YET = 'Not posted yet';

/**
 * /employers/my_business/jobs/add (with `?from={job_id}` to start from an existing posting) and
 * /employers/my_business/jobs/{job_id}/edit: the posting form, a preview of the card candidates will see,
 * and Publish / Save. A saved job is live at once.
 */
export default function JobEditorPage() {
  const { jobId } = useParams();
  const [search] = useSearchParams();
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const editingId = jobId ? Number(jobId) : null;
  const sourceId = editingId ?? (search.get('from') ? Number(search.get('from')) : null);

  const business = useQuery({ ...businessQueryOptions(businessId ?? 0), enabled: businessId !== null });
  const membership = useQuery({ ...myMembershipQueryOptions(), enabled: editingId === null && businessId !== null });
  const source = useQuery({
    ...businessJobQueryOptions(businessId ?? 0, sourceId ?? 0),
    enabled: businessId !== null && sourceId !== null && Number.isInteger(sourceId),
  });
  const jobTypes = useLookup('jobTypes');
  const jobExperienceLevels = useLookup('jobExperienceLevels');
  const jobIndustries = useLookup('jobIndustries');
  const jobFunctions = useLookup('jobFunctions');
  const jobLocationTypes = useLookup('jobLocationTypes');
  const states = useStates();

  // Accepting the membership's terms is an owner's (decision 054): a recruiter is told whom to ask.
  const mayTakeMembership = can(currentUser, 'create', 'Membership');
  const title = editingId ? 'Edit job' : 'Post a job';
  let content;
  if (businessId === null) content = <Alert variant="warning">Only employers with a business can post jobs.</Alert>;
  else if (
    business.isPending ||
    (sourceId !== null && source.isPending) ||
    (editingId === null && membership.isPending) ||
    jobTypes.isPending ||
    jobLocationTypes.isPending ||
    states.isPending
  )
    content = <LoadingScreen label="Loading the job form…" />;
  else if (business.isError) content = <Alert variant="danger">{errorMessage(business.error)}</Alert>;
  else if (source.isError) content = <Alert variant="danger">{errorMessage(source.error)}</Alert>;
  else if (editingId === null && !membership.data?.active)
    content = (
      <Alert variant="info">
        <p className={mayTakeMembership ? undefined : 'mb-0'}>
          An active membership is required to post jobs.
          {mayTakeMembership ? null : ' Ask an owner to take the membership.'}
        </p>
        {mayTakeMembership ? (
          <Link to={routes.employerMembershipSignup} className="btn btn-primary">
            Take the membership
          </Link>
        ) : null}
      </Alert>
    );
  else
    content = (
      <JobEditor
        key={`${sourceId ?? 'new'}`}
        business={business.data}
        editingId={editingId}
        source={source.data ?? null}
        lookups={{
          jobTypes: jobTypes.data ?? [],
          jobExperienceLevels: jobExperienceLevels.data ?? [],
          jobIndustries: jobIndustries.data ?? [],
          jobFunctions: jobFunctions.data ?? [],
          jobLocationTypes: jobLocationTypes.data ?? [],
          states: states.data ?? [],
        }}
      />
    );

  return (
    <Container className="py-4" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-3">{title}</h1>
      {content}
    </Container>
  );
}

function JobEditor({
  business,
  editingId,
  source,
  lookups,
}: {
  business: { id: number; name: string; logo: string | null };
  editingId: number | null;
  source: TBusinessJob | null;
  lookups: JobFormLookups;
}) {
  const initial = useMemo(
    () => (source ? jobToValues(source, { duplicate: editingId === null }) : emptyJobValues()),
    [source, editingId],
  );
  const form = useForm<JobFormValues>({ defaultValues: initial });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [problems, setProblems] = useState<string[]>([]);
  const [benefitErrors, setBenefitErrors] = useState<string[]>([]);
  const [questionErrors, setQuestionErrors] = useState<string[]>([]);
  const [askedToCorrect, setAskedToCorrect] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  const { submit, saving } = useFormMutation({
    form,
    messages: 'first',
    fieldKeys: JOB_FIELD_KEYS,
    mutationFn: (values: JobFormValues) => {
      const job = valuesToJobInput(values);
      return editingId ? updateBusinessJob(business.id, editingId, job) : createBusinessJob(business.id, job);
    },
    onSuccess: async (saved) => {
      setProblems([]);
      setBenefitErrors([]);
      setQuestionErrors([]);
      setAskedToCorrect(false);
      queryClient.setQueryData(businessJobQueryOptions(business.id, saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      showAlert({
        message: editingId
          ? `Saved: "${saved.title}" is updated for candidates.`
          : `Published: "${saved.title}" is live.`,
        alertType: 'success',
        keepForNextPage: true,
      });
      const arrival: EmployerDashboardArrival = { highlight: saved.id };
      await navigate(routes.employerDashboard, { state: arrival });
    },
    onError: (error, placement) => {
      const benefits: string[] = [];
      const questions: string[] = [];
      const others: string[] = [];
      for (const { key, message } of placement.unplaced) {
        const benefit = /^benefits\.(\d+)\.name$/.exec(key);
        const question = /^screening_questions\.(\d+)\.(\w+)$/.exec(key);
        if (benefit) benefits[Number(benefit[1])] = message;
        else if (question) {
          const field = question[2] === 'prompt' ? 'The question' : question[2]!.replace(/_/g, ' ');
          questions[Number(question[1])] = `${field[0]!.toUpperCase()}${field.slice(1)} ${message}.`;
        } else if (key === 'screening_questions') others.push(`Screening questions: ${message}.`);
        else if (key === 'address') others.push(`Address ${message}.`);
        else others.push(message);
      }
      if (!placement.fieldErrors) others.push(errorMessage(error));
      setAskedToCorrect(
        Boolean(placement.fieldErrors) && (placement.placed.length > 0 || benefits.length > 0 || questions.length > 0),
      );
      setBenefitErrors(benefits);
      setQuestionErrors(questions);
      setProblems(others);
      requestAnimationFrame(() => problemsRef.current?.focus());
    },
  });

  // A field's message goes once it is edited; the request to correct them goes with the last one.
  useEffect(() => {
    const watching = form.watch((_values, { name }) => {
      if (!name) return;
      const benefit = /^benefits\.(\d+)\./.exec(name);
      if (benefit)
        setBenefitErrors((errors) => errors.map((message, index) => (index === Number(benefit[1]) ? '' : message)));
      else if (name.startsWith('benefits')) setBenefitErrors([]);
      else if (name.startsWith('screening_questions')) setQuestionErrors([]);
      else form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const fieldErrorsLeft =
    Object.keys(form.formState.errors).length > 0 || benefitErrors.some(Boolean) || questionErrors.some(Boolean);
  const shownProblems = askedToCorrect && fieldErrorsLeft ? [CORRECT_THE_ERRORS, ...problems] : problems;

  const preview = previewJob(form.getValues(), {
    business,
    lookups,
    states: lookups.states,
    postedAt: source && editingId ? source.posted_at : new Date().toISOString(),
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={saving}>
      <div ref={problemsRef} tabIndex={-1}>
        {shownProblems.length > 0 ? (
          <Alert variant="danger" role="alert">
            {shownProblems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        ) : null}
      </div>
      {source && !editingId ? (
        <Alert variant="info">Starting from “{source.title}”. Nothing is posted until you publish.</Alert>
      ) : null}
      <JobFormFields
        form={form}
        lookups={lookups}
        businessName={business.name}
        benefitErrors={benefitErrors}
        questionErrors={questionErrors}
      />
      <div className="d-flex gap-2 border-top pt-3">
        <Button variant="outline-primary" onClick={() => setPreviewing(true)}>
          Preview
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {editingId ? 'Save changes' : 'Publish job'}
        </Button>
        <Link to={routes.employerDashboard} className="btn btn-link">
          Cancel
        </Link>
      </div>
      <Modal show={previewing} onHide={() => setPreviewing(false)} size="lg" aria-labelledby="job-preview-title">
        <Modal.Header closeButton>
          <Modal.Title id="job-preview-title" as="h2" className="h5">
            Preview: the job card candidates will see
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <JobCard
            job={preview}
            href={editingId ? paths.job(editingId) : routes.employerJobAdd}
            selected={false}
            postedText={editingId ? undefined : NOT_POSTED_YET}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setPreviewing(false)}>
            Keep editing
          </Button>
        </Modal.Footer>
      </Modal>
    </form>
  );
}
