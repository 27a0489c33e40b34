import { useAppliedOn } from '../../lib/api/applications.ts';
import { formatDate } from '../../lib/day-formats.ts';
import { Icon } from '../icon.tsx';
import checkLgIcon from 'virtual:bootstrap-icons/check-lg';

/** 'Applied on 03/04/2026' for a job the signed-in candidate applied to; nothing otherwise. */
export function AppliedOn({ jobId, className = '' }: { jobId: number; className?: string }) {
  const appliedAt = useAppliedOn(jobId);
  if (!appliedAt) return null;
  return (
    <p className={`small text-success-emphasis mb-0 ${className}`} data-testid="applied-on">
      <Icon icon={checkLgIcon} className="me-1" />
      Applied on {formatDate(appliedAt)}
    </p>
  );
}
