import { Card, Col, Row } from 'react-bootstrap';
import type { TDashboardTotals } from '@mainwork/contracts';

const number = new Intl.NumberFormat('en-US');

/** The business's figures over every posting: postings by status, views, share views, applications, hires. */
export function DashboardTotals({ totals }: { totals: TDashboardTotals }) {
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
    <section aria-label="Totals" className="mb-4">
      <Row xs={2} md={3} xl={5} className="g-3">
        {figures.map(([label, value, detail]) => (
          <Col key={label}>
            <Card body className="h-100">
              <p className="small text-body-secondary mb-1">{label}</p>
              <p className="h4 mb-0">{number.format(value)}</p>
              {detail ? <p className="small text-body-secondary mb-0">{detail}</p> : null}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
