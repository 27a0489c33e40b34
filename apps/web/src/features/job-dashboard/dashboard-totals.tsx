import { Card, Col, Row } from 'react-bootstrap';
import type { TDashboardTotals } from '@mainwork/contracts';
import { formatNumber } from '../../lib/formatters.ts';

/** What stands in for the totals while they load: figures of about the same width. */
const LOADING_TOTALS: TDashboardTotals = {
  jobs_count: 10,
  live_count: 10,
  paused_count: 0,
  closed_count: 0,
  expired_count: 0,
  views_count: 100,
  share_views_count: 100,
  applications_count: 10,
  referred_applications_count: 0,
  hires_count: 0,
};

/**
 * The business's figures over every posting: postings by status, views, share views, applications, hires.
 * `null` while they load: the same cards, their figures drawn as placeholders of the same lines (Bootstrap's
 * `placeholder` over sample text, which wraps as the real text does), so the filters and the list below do
 * not move when the totals arrive.
 */
export function DashboardTotals({ totals: loaded }: { totals: TDashboardTotals | null }) {
  const totals = loaded ?? LOADING_TOTALS;
  const shown = (text: string) =>
    loaded ? (
      text
    ) : (
      <span className="placeholder" aria-hidden="true">
        {text}
      </span>
    );
  const figures: Array<[string, number, string?]> = [
    [
      'Jobs',
      totals.jobs_count,
      `${totals.live_count} live · ${totals.paused_count} paused · ${totals.expired_count} expired · ${totals.closed_count} closed`,
    ],
    ['Job views', totals.views_count],
    ['Share link views', totals.share_views_count],
    ['Applications', totals.applications_count, `${totals.referred_applications_count} referred`],
    ['Hires', totals.hires_count],
  ];
  return (
    <section
      aria-label="Totals"
      aria-busy={loaded ? undefined : true}
      className={loaded ? 'mb-4' : 'mb-4 placeholder-glow'}
    >
      <Row xs={2} md={3} xl={5} className="g-3">
        {figures.map(([label, value, detail]) => (
          <Col key={label}>
            <Card body className="h-100">
              <p className="small text-body-secondary mb-1">{label}</p>
              <p className="h4 mb-0">{shown(formatNumber(value))}</p>
              {detail ? <p className="small text-body-secondary mb-0">{shown(detail)}</p> : null}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
