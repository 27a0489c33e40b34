import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Breadcrumb } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import {
  APPLY_JOB_MESSAGES,
  CANDIDATE_ONLY_MESSAGE,
  parsePathId,
  type TCurrentUser,
  type TJob,
} from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { NewTabButton } from '../../components/new-tab-button.tsx';
import { useFrameMode } from '../../components/use-frame-mode.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { applicationKeys, useEligibleToApply } from '../../lib/api/applications.ts';
import { jobQueryOptions } from '../../lib/api/jobs.ts';
import { listToReturnTo, type ListReturnState } from '../../lib/list-place.ts';
import { routes } from '../../lib/paths.ts';
import { feedPath, instantApplyPath, jobPagePath, useFramedLink, type FeedScope } from '../../lib/feed-scope.ts';
import {
  defaultApplicationQueryOptions,
  defaultFilesQueryOptions,
  type DefaultFiles,
} from './api/default-application.ts';
import { digitsOnly } from './application-fields.tsx';
import { InstantApplyForm, type InstantApplyValues } from './instant-apply-form.tsx';

export const APPLIED_MESSAGE = 'Application submitted successfully!';

/** What happens next, said after APPLIED_MESSAGE (decision 029). */
function AppliedNextSteps({ businessName }: { businessName: string }) {
  return (
    <>
      {businessName} has been notified and will review it. Follow its status in{' '}
      <Link to={routes.myApplications} className="alert-link">
        My Applications
      </Link>
      .
    </>
  );
}

/** The form starts from the saved defaults, and from the account where a default is blank. */
function initialValues(
  defaults: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null } | null,
  user: TCurrentUser | null,
  files: DefaultFiles | undefined,
): InstantApplyValues {
  return {
    first_name: defaults?.first_name || user?.first_name || '',
    last_name: defaults?.last_name || user?.last_name || '',
    email: defaults?.email || user?.email || '',
    phone: digitsOnly(defaults?.phone || user?.phone || ''),
    comments: '',
    resume: files?.resume ?? null,
    cover_letter: files?.cover_letter ?? null,
    answers: {},
  };
}

function Refusal({ children }: { children: ReactNode }) {
  return (
    <Alert variant="danger" className="my-3">
      {children}
    </Alert>
  );
}

/**
 * Instant Apply for one job (spec §2.5, §4 Apply submit, §5), on /jobs/{id}/mwapply and its employer- and
 * organization-scoped twins. A candidate who already applied is sent to the jobs list with 'You have already
 * applied to this job.'; a job that does not load (or is not part of this feed) shows 'We are sorry. That job
 * doesn't seem to exist.' After applying: 'Application submitted successfully!' and what happens next, over the
 * list the candidate came from, as they left it (search, chosen job, scroll). Framed, the form is not shown: a
 * link opens it in a new top-level tab.
 */
export function InstantApplyScreen({
  scope,
  jobId,
  belongsHere,
}: {
  scope: FeedScope;
  jobId: string | undefined;
  belongsHere?: (job: TJob) => boolean;
}) {
  const id = parsePathId(jobId);
  const { currentUser } = useAuth();
  const { showAlert } = useGlobalAlert();
  const navigate = useNavigate();
  const framedLink = useFramedLink();
  const framed = useFrameMode();
  const queryClient = useQueryClient();
  const applied = useRef(false);

  const jobQuery = useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });
  const job = jobQuery.data;
  const missing =
    id === null || jobQuery.isError || (job !== undefined && belongsHere !== undefined && !belongsHere(job));
  const mayApply = can(currentUser, 'create', 'Application');
  const open = Boolean(!framed && job && !missing && mayApply && job.use_mw_apply && !job.applications_paused);

  const eligibility = useEligibleToApply(id ?? 0, open);
  const defaults = useQuery({ ...defaultApplicationQueryOptions(), enabled: open });
  const needsFiles = Boolean(defaults.data?.resume_filename || defaults.data?.cover_letter_filename);
  const files = useQuery({ ...defaultFilesQueryOptions(defaults.data), enabled: open && needsFiles });
  const jobsList = framedLink(feedPath(scope));

  useEffect(() => {
    if (eligibility.data !== false || applied.current) return;
    showAlert({ message: APPLY_JOB_MESSAGES.alreadyApplied, alertType: 'warning', keepForNextPage: true });
    navigate(jobsList, { replace: true });
  }, [eligibility.data, showAlert, navigate, jobsList]);

  if (missing) return <Refusal>{APPLY_JOB_MESSAGES.notFound}</Refusal>;
  if (!job) return <LoadingScreen label="Loading job…" />;

  let content;
  // Spec §2.1: a framed page never submits for a signed-in user; the form opens in a top-level tab.
  if (framed)
    content = (
      <p>
        <NewTabButton href={instantApplyPath(scope, job)}>Continue in a new tab</NewTabButton>
      </p>
    );
  else if (!mayApply) content = <Refusal>{CANDIDATE_ONLY_MESSAGE}</Refusal>;
  else if (!job.use_mw_apply) content = <Refusal>{APPLY_JOB_MESSAGES.noInstantApply}</Refusal>;
  else if (job.applications_paused) content = <Refusal>{APPLY_JOB_MESSAGES.paused}</Refusal>;
  else if (eligibility.isPending || eligibility.data === false || defaults.isPending || (needsFiles && files.isPending))
    content = <LoadingScreen label="Preparing your application…" />;
  else
    content = (
      <InstantApplyForm
        job={job}
        initial={initialValues(defaults.data ?? null, currentUser, files.data)}
        onApplied={() => {
          applied.current = true;
          showAlert({
            message: APPLIED_MESSAGE,
            details: <AppliedNextSteps businessName={job.business.name} />,
            alertType: 'success',
            keepForNextPage: true,
            sticky: true,
          });
          const state: ListReturnState = { restoreListPlace: true };
          navigate(listToReturnTo(jobsList, job.id), { state });
          void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        }}
      />
    );

  return (
    <div className="mx-auto" style={{ maxWidth: 720 }}>
      <Breadcrumb>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: jobsList }}>
          jobs
        </Breadcrumb.Item>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: framedLink(jobPagePath(scope, job)) }}>
          {job.title}
        </Breadcrumb.Item>
        <Breadcrumb.Item active>Instant Apply</Breadcrumb.Item>
      </Breadcrumb>
      <h1 className="h3 mb-1">Instant Apply</h1>
      <p className="text-body-secondary mb-4">
        {job.title} at {job.business.name}
      </p>
      {content}
    </div>
  );
}
