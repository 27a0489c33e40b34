import { useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser, TJob } from '@mainwork/contracts';
import { errorMessage } from '../../lib/api-client.ts';
import { setJobSaved, useMaySaveJobs, useSavedJobIds } from '../../lib/api/saved-jobs.ts';
import type { LoginReason } from '../../lib/auth/sign-up-reason.ts';
import { can } from '../../lib/permissions.ts';
import { useGlobalAlert } from '../alert-bar.tsx';
import { Icon } from '../icon.tsx';
import { useModal } from '../modal-root.tsx';
import { useFrameMode } from '../use-frame-mode.ts';
import bookmarkFillIcon from 'virtual:bootstrap-icons/bookmark-fill';

export const SAVE_JOB_LABEL = 'Save job';
export const SAVED_JOB_LABEL = 'Saved';
export const LOG_IN_TO_SAVE = 'Log in to save this job.';
const SAVE_FAILED = 'The job could not be saved. Please try again.';

/**
 * The bookmark of a job (decision 061): a toggle button (`aria-pressed`) named 'Save job', or 'Saved' once
 * saved, shown at once and undone when the server refuses. A visitor's opens the login modal (or sign-up from
 * it) and the job is saved once they are in as a candidate. Employers and admins, who cannot save jobs, see
 * none; nor does anyone before the session is known, or in a frame (another site must never click it). `compact`: the icon alone (a job card's corner);
 * `describedBy`: the id of the job's title, so that each card's bookmark says which job it saves.
 */
export function SaveJobToggle({
  job,
  compact = false,
  describedBy,
}: {
  job: TJob;
  compact?: boolean;
  describedBy?: string;
}) {
  const { maySave, visitor, ready } = useMaySaveJobs();
  const framed = useFrameMode();
  const savedIds = useSavedJobIds(!framed);
  const queryClient = useQueryClient();
  const { openModal } = useModal();
  const { showAlert } = useGlobalAlert();
  if (framed || !ready || (!visitor && !maySave)) return null;

  const saved = !visitor && (savedIds?.has(job.id) ?? false);
  const label = saved ? SAVED_JOB_LABEL : SAVE_JOB_LABEL;
  const save = (next: boolean) =>
    setJobSaved(queryClient, job, next).catch((error: unknown) =>
      showAlert({ message: errorMessage(error, SAVE_FAILED), alertType: 'danger' }),
    );
  const onClick = () => {
    if (!visitor) return void save(!saved);
    const then: LoginReason = {
      reason: LOG_IN_TO_SAVE,
      onLoggedIn: (user: TCurrentUser) => {
        if (can(user, 'create', 'SavedJob')) void save(true);
      },
    };
    openModal('LoginModal', then);
  };
  const iconClass = `${saved ? '' : 'icon-outline'} ${compact ? '' : 'me-1'}`.trim();
  const icon = <Icon icon={bookmarkFillIcon} className={iconClass || undefined} />;
  return (
    <button
      type="button"
      className={
        compact
          ? 'btn btn-link link-primary p-1 lh-1 flex-shrink-0 align-self-start'
          : `btn ${saved ? 'btn-primary' : 'btn-outline-primary'}`
      }
      // On a card, its padding reaches over the title's line instead of making the line taller.
      style={compact ? { marginBlock: '-0.25rem' } : undefined}
      aria-pressed={saved}
      aria-describedby={describedBy}
      title={compact ? label : undefined}
      onClick={onClick}
      data-testid="save-job-toggle"
    >
      {icon}
      {compact ? <span className="visually-hidden">{label}</span> : label}
    </button>
  );
}
