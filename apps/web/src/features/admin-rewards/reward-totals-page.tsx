import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Form, Spinner } from 'react-bootstrap';
import type { TRewardYearTotal } from '@mainwork/contracts';
import { AdminList, type AdminColumn } from '../../components/admin-list.tsx';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { DOWNLOAD_ERROR, saveFile } from '../../components/file-download-link.tsx';
import { Icon } from '../../components/icon.tsx';
import { formatDollarsAndCents } from '../../lib/formatters.ts';
import { downloadRewardTotalsCsv, rewardTotalsQueryOptions } from './api/admin-rewards.ts';
import downloadIcon from 'virtual:bootstrap-icons/download';

export const REWARD_TOTALS_TEXTS = {
  title: 'Yearly reward totals',
  empty: 'No rewards were paid this year.',
  error: 'Error loading the totals.',
} as const;

const money = (cents: number) => formatDollarsAndCents(cents / 100);

type TotalRow = TRewardYearTotal & { id: number };

const thresholdColumn = (thresholdCents: number): AdminColumn<TotalRow> => ({
  header: 'Reporting threshold',
  cell: (row) =>
    row.at_threshold ? (
      <Badge bg="warning" text="dark">
        At or above {money(thresholdCents)}
      </Badge>
    ) : (
      <span className="text-body-secondary">Under {money(thresholdCents)}</span>
    ),
});

const TOTAL_COLUMNS: AdminColumn<TotalRow>[] = [
  { header: 'Referrer', cell: (row) => row.referrer.display_value, rowHeader: true, className: 'text-break' },
  { header: 'By Stripe transfer', cell: (row) => money(row.stripe_transfer_cents), className: 'text-end' },
  { header: 'By hand', cell: (row) => money(row.by_hand_cents), className: 'text-end' },
  { header: 'Total', cell: (row) => <strong>{money(row.total_cents)}</strong>, className: 'text-end' },
  { header: 'Rewards', cell: (row) => row.count, className: 'text-end' },
];

/**
 * /admin/rewards/totals: what each referrer was paid in a calendar year (UTC), by Stripe transfer and by hand,
 * with those at or above the United States reporting threshold marked, and the year as a CSV (decision 066).
 */
export default function RewardTotalsPage() {
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const [downloading, setDownloading] = useState(false);
  const { showAlert } = useGlobalAlert();
  const query = useQuery(rewardTotalsQueryOptions(year));
  const years = [...new Set([thisYear, year, ...(query.data?.years ?? [])])].sort((a, b) => b - a);

  async function downloadCsv() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveFile(await downloadRewardTotalsCsv(year), `referral-rewards-${year}.csv`);
    } catch {
      showAlert({ message: DOWNLOAD_ERROR, alertType: 'danger' });
    } finally {
      setDownloading(false);
    }
  }

  const controls = (
    <div className="d-flex align-items-center gap-2 flex-wrap">
      <Form.Group className="d-flex align-items-center gap-2" controlId="reward-totals-year">
        <Form.Label className="mb-0">Year</Form.Label>
        <Form.Select size="sm" value={year} onChange={(event) => setYear(Number(event.currentTarget.value))}>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button size="sm" variant="outline-primary" onClick={downloadCsv} disabled={downloading}>
        {downloading ? (
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
        ) : (
          <Icon icon={downloadIcon} className="me-1" />
        )}
        Download CSV<span className="visually-hidden"> of {year}</span>
      </Button>
    </div>
  );
  const data = query.data;
  return (
    <AdminList
      title={REWARD_TOTALS_TEXTS.title}
      action={controls}
      query={{
        status: query.status,
        data: data?.referrers.map((row) => ({ ...row, id: row.referrer.id })),
      }}
      busy={query.isFetching}
      columns={data ? [...TOTAL_COLUMNS, thresholdColumn(data.threshold_cents)] : TOTAL_COLUMNS}
      emptyText={REWARD_TOTALS_TEXTS.empty}
      errorText={REWARD_TOTALS_TEXTS.error}
    >
      {data ? (
        <p className="small text-body-secondary mt-2 mb-0">
          Rewards issued from January 1 to December 31, {data.year} (UTC). Stripe files the tax forms for what it
          transferred; payments made by hand are yours to report. The United States reporting threshold for {data.year}{' '}
          is {money(data.threshold_cents)}.
        </p>
      ) : null}
    </AdminList>
  );
}
