import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { TJob } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { applicationKeys, recordExternalApply } from '../../lib/api/applications.ts';
import { Icon } from '../../components/icon.tsx';
import boxArrowUpRightIcon from 'virtual:bootstrap-icons/box-arrow-up-right';

export const EXTERNAL_APPLY_FAILED = 'Problem applying to job. Are you signed in?';

/**
 * Apply for a job taken on the employer's own site (spec §7, §8): records the application, then opens the
 * employer's link. The tab is opened during the click, where popup blockers allow it, and sent to the link
 * once the application is recorded, or closed when it is not. Having applied already still opens the link:
 * the employer's site is where that application continues.
 */
export function ExternalApplyButton({ job }: { job: Pick<TJob, 'id' | 'ats_link'> & { ats_link: string } }) {
  const { showAlert } = useGlobalAlert();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (busy) return;
    setBusy(true);
    const tab = window.open('', '_blank');
    try {
      await recordExternalApply(job.id).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (tab) {
        tab.opener = null;
        tab.location.href = job.ats_link;
      } else {
        window.open(job.ats_link, '_blank', 'noopener,noreferrer');
      }
    } catch {
      tab?.close();
      showAlert({ message: EXTERNAL_APPLY_FAILED, alertType: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="primary" onClick={apply} disabled={busy}>
      Apply
      <Icon icon={boxArrowUpRightIcon} className="ms-2" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Button>
  );
}
