import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { TJob } from '@mainwork/contracts';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useEligibleToApply } from '../../lib/api/applications.ts';
import { DisabledWithTooltip } from '../../components/disabled-with-tooltip.tsx';
import { NewTabButton } from '../../components/new-tab-button.tsx';
import { useFrameMode } from '../../components/use-frame-mode.ts';
import { ExternalApplyButton } from './external-apply-button.tsx';
import { instantApplyPath, jobPagePath, useFramedLink, type FeedScope } from '../../lib/feed-scope.ts';
import { Icon } from '../../components/icon.tsx';
import { AppliedOn } from '../../components/job-card/applied-on.tsx';
import { SaveJobToggle } from '../../components/job-card/save-job-toggle.tsx';
import { formatRewardInWords } from '../../lib/formatters.ts';
import type { SignUpReason } from '../../lib/auth/sign-up-reason.ts';
import pauseCircleIcon from 'virtual:bootstrap-icons/pause-circle';

export const NOT_A_CANDIDATE_TOOLTIP = 'Create a candidate profile to apply to jobs.';
export const ALREADY_APPLIED_TOOLTIP = 'You have already applied to this job.';
export const PAUSED_MESSAGE = 'Not currently accepting new applications';
export const SIGN_UP_TO_APPLY = 'Sign up to apply to this job';

/**
 * Share, Apply and Instant Apply by who is looking (spec §6, §4 Job acceptance):
 * - visitors: Share and Apply open the sign-up modal;
 * - users who may create Application: Share (the share modal), then Instant Apply when the job uses it (disabled
 *   with 'You have already applied to this job.' when the eligibility call says no), else Apply (recorded, then the
 *   employer's applicant-tracking link in a new tab);
 * - everyone else: a disabled Apply with 'Create a candidate profile to apply to jobs.'
 * A paused job disables Apply and Instant Apply and says 'Not currently accepting new applications'.
 * Framed (spec §2.1, `?frame`), whoever is signed in: Share and Apply are links opening a new top-level tab, Share
 * to the job's page and Apply to its Instant Apply page (or the job's page when it is applied to on the
 * employer's site), so a framing site can never click them for a signed-in user.
 */
export function JobActions({ job, scope }: { job: TJob; scope: FeedScope }) {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const { openModal } = useModal();
  const navigate = useNavigate();
  const framedLink = useFramedLink();
  const framed = useFrameMode();
  const paused = job.applications_paused;
  const mayApply = can(currentUser, 'create', 'Application');
  const eligibility = useEligibleToApply(job.id, !framed && tokenChecked && mayApply && job.use_mw_apply && !paused);
  if (!framed && !tokenChecked) return null;

  let buttons;
  if (framed) {
    buttons = (
      <>
        <NewTabButton href={jobPagePath(scope, job)} variant="outline-primary">
          Share
        </NewTabButton>
        {paused ? (
          <Button disabled>Apply</Button>
        ) : (
          <NewTabButton href={job.use_mw_apply ? instantApplyPath(scope, job) : jobPagePath(scope, job)}>
            Apply
          </NewTabButton>
        )}
      </>
    );
  } else if (!loggedIn) {
    // The sign-up says why it opened, and the action goes on once the visitor may do it (decision 036).
    const signUp = (reason: string, then: () => void) => {
      const props: SignUpReason = {
        reason,
        onSignedUp: (user) => {
          if (can(user, 'create', 'Application')) then();
        },
      };
      openModal('SignUpModal', props);
    };
    const shareReason = job.reward
      ? `Sign up to share this job and earn the ${formatRewardInWords(job.reward)}`
      : 'Sign up to share this job';
    buttons = (
      <>
        <Button
          variant="outline-primary"
          onClick={() => signUp(shareReason, () => openModal('ShareJobModal', { job }))}
        >
          Share
        </Button>
        <Button
          variant="primary"
          onClick={() =>
            signUp(SIGN_UP_TO_APPLY, () => {
              // Instant Apply opens its page; an employer's own form waits for a click (a new tab needs one).
              if (job.use_mw_apply) navigate(framedLink(instantApplyPath(scope, job)));
            })
          }
          disabled={paused}
        >
          Apply
        </Button>
      </>
    );
  } else if (mayApply) {
    let apply;
    if (job.use_mw_apply) {
      if (paused) apply = <Button disabled>Instant Apply</Button>;
      else if (eligibility.data === false)
        apply = <DisabledWithTooltip label="Instant Apply" tooltip={ALREADY_APPLIED_TOOLTIP} />;
      else apply = <LinkButton to={framedLink(instantApplyPath(scope, job))}>Instant Apply</LinkButton>;
    } else if (paused || !job.ats_link) {
      apply = <Button disabled>Apply</Button>;
    } else {
      apply = <ExternalApplyButton job={{ id: job.id, ats_link: job.ats_link }} />;
    }
    buttons = (
      <>
        <Button variant="outline-primary" onClick={() => openModal('ShareJobModal', { job })}>
          Share
        </Button>
        {apply}
      </>
    );
  } else {
    buttons = <DisabledWithTooltip label="Apply" tooltip={NOT_A_CANDIDATE_TOOLTIP} />;
  }

  return (
    <div>
      <div className="job-actions d-flex flex-wrap align-items-center gap-2">
        {buttons}
        <SaveJobToggle job={job} />
        {!framed && mayApply ? <AppliedOn jobId={job.id} /> : null}
      </div>
      {paused ? (
        <p className="text-danger-emphasis small mt-2 mb-0">
          <Icon icon={pauseCircleIcon} className="me-1" />
          {PAUSED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
