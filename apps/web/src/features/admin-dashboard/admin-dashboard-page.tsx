import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { Tab, Tabs } from '../../components/tabs.tsx';
import { Alert } from '../../components/alert.tsx';
import { useSearchParams } from 'react-router-dom';
import type { TAdminDashboard } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { WeeklyChart } from '../../components/weekly-chart.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { adminDashboardQueryOptions } from './api/admin-dashboard.ts';
import { formatNumber } from '../../lib/formatters.ts';
import { BreakdownTable, formatCents, WeeklyTable } from './dashboard-tables.tsx';

// The design tokens' chart colours (decision 058): hues far apart, each at least 3:1 against white.
const COLORS = ['var(--mw-chart-1)', 'var(--mw-chart-2)', 'var(--mw-chart-3)', 'var(--mw-chart-4)'];

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Col xs={6} md={4} xl={3} className="mb-3">
      <Card className="h-100">
        <Card.Body>
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-4 fw-semibold">{value}</div>
          {detail ? <div className="small text-body-secondary">{detail}</div> : null}
        </Card.Body>
      </Card>
    </Col>
  );
}

function Figures({ data }: { data: TAdminDashboard }) {
  const { totals } = data;
  const roles = totals.users_by_role;
  const signUps = totals.sign_ups_by_role;
  const reward = (figure: { count: number; amount_cents: number }) =>
    `${formatNumber(figure.count)} (${formatCents(figure.amount_cents)})`;
  const funnel = totals.affiliate;
  return (
    <section aria-labelledby="dashboard-totals">
      <h2 id="dashboard-totals" className="h5">
        Totals
      </h2>
      <Row>
        <Figure
          label="Users"
          value={formatNumber(roles.Hunter + roles.Employer + roles.Admin)}
          detail={`Hunters ${formatNumber(roles.Hunter)}, Employers ${formatNumber(roles.Employer)}, Admins ${formatNumber(roles.Admin)}`}
        />
        <Figure
          label="Sign-ups in range"
          value={formatNumber(signUps.Hunter + signUps.Employer + signUps.Admin)}
          detail={`Hunters ${formatNumber(signUps.Hunter)}, Employers ${formatNumber(signUps.Employer)}, Admins ${formatNumber(signUps.Admin)}`}
        />
        <Figure label="Live jobs" value={formatNumber(totals.live_jobs)} detail="Open now" />
        <Figure label="Applications" value={formatNumber(totals.applications)} />
        <Figure label="Share-link views" value={formatNumber(totals.share_link_views)} />
        <Figure label="Referred applications" value={formatNumber(totals.referred_applications)} />
        <Figure label="Attributed hires" value={formatNumber(totals.attributed_hires)} />
        <Figure
          label="Billed"
          value={formatCents(totals.billed_cents)}
          detail={`Paid ${formatCents(totals.paid_cents)}`}
        />
        <Figure
          label="Rewards pending"
          value={reward(totals.rewards.pending)}
          detail="Waiting for the employer's payment"
        />
        <Figure label="Rewards earned" value={reward(totals.rewards.earned)} />
        <Figure label="Rewards issued" value={reward(totals.rewards.issued)} />
        <Figure
          label="Affiliate funnel"
          value={`${formatNumber(funnel.views)} → ${formatNumber(funnel.sign_ups)} → ${formatNumber(funnel.attributed)}`}
          detail="Views → sign-ups → attributed"
        />
      </Row>
    </section>
  );
}

function Trends({ data }: { data: TAdminDashboard }) {
  const labels = data.weeks.map((week) => week.week);
  const line = (name: string, index: number, pick: (week: TAdminDashboard['weeks'][number]) => number) => ({
    name,
    color: COLORS[index]!,
    values: data.weeks.map(pick),
  });
  return (
    <section aria-labelledby="dashboard-trends">
      <h2 id="dashboard-trends" className="h5">
        By week
      </h2>
      <Tabs defaultActiveKey="charts" id="dashboard-weekly" className="mb-3">
        <Tab eventKey="charts" title="Charts">
          <Row>
            <Col lg={6}>
              <WeeklyChart
                title="Sign-ups by week"
                labels={labels}
                series={[
                  line('Hunters', 0, (week) => week.sign_ups.Hunter),
                  line('Employers', 1, (week) => week.sign_ups.Employer),
                  line('Admins', 2, (week) => week.sign_ups.Admin),
                ]}
              />
            </Col>
            <Col lg={6}>
              <WeeklyChart
                title="Applications by week"
                labels={labels}
                series={[
                  line('Applications', 0, (week) => week.applications),
                  line('Referred applications', 1, (week) => week.referred_applications),
                ]}
              />
            </Col>
            <Col lg={6}>
              <WeeklyChart
                title="Share-link views by week"
                labels={labels}
                series={[line('Share-link views', 0, (week) => week.share_link_views)]}
              />
            </Col>
            <Col lg={6}>
              <WeeklyChart
                title="Affiliate funnel by week"
                labels={labels}
                series={[
                  line('Views', 0, (week) => week.affiliate_views),
                  line('Sign-ups', 1, (week) => week.affiliate_sign_ups),
                  line('Attributed sign-ups', 3, (week) => week.affiliate_attributed),
                ]}
              />
            </Col>
          </Row>
        </Tab>
        <Tab eventKey="table" title="Table">
          <WeeklyTable weeks={data.weeks} />
        </Tab>
      </Tabs>
    </section>
  );
}

/** /admin/dashboard: the figures of a date range (the last 12 weeks by default), by week, organization and region. */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const query = useQuery(adminDashboardQueryOptions(range));
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const shownFrom = from || query.data?.from || '';
  const shownTo = to || query.data?.to || '';
  const rangeErrors = query.error instanceof ApiError ? query.error.fieldErrors : undefined;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (shownFrom) next.set('from', shownFrom);
    if (shownTo) next.set('to', shownTo);
    setParams(next);
  }

  let content;
  if (query.isPending) content = <LoadingScreen label="Loading the dashboard…" />;
  else if (query.isError && !rangeErrors) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data)
    content = (
      <div aria-busy={query.isFetching}>
        <Figures data={query.data} />
        <Trends data={query.data} />
        <section aria-labelledby="dashboard-breakdown">
          <h2 id="dashboard-breakdown" className="h5">
            By organization and region
          </h2>
          <BreakdownTable
            caption="Figures by organization (its member businesses, their owners and its admins)"
            nameHeader="Organization"
            rows={query.data.organizations}
            empty="There are no organizations yet."
          />
          <BreakdownTable
            caption="Figures by region (businesses in it, or in its organizations when they have no region of their own)"
            nameHeader="Region"
            rows={query.data.regions}
            empty="There are no regions yet."
          />
        </section>
      </div>
    );

  const rangeError = rangeErrors?.from?.[0] ?? rangeErrors?.to?.[0];
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="h3">Admin Dashboard</h1>
      <Form className="row g-2 align-items-end mb-4" onSubmit={apply} aria-label="Date range">
        <Col xs="auto">
          <Form.Label htmlFor="dashboard-from">From</Form.Label>
          <Form.Control
            id="dashboard-from"
            type="date"
            value={shownFrom}
            onChange={(event) => setFrom(event.target.value)}
            isInvalid={Boolean(rangeErrors?.from)}
          />
        </Col>
        <Col xs="auto">
          <Form.Label htmlFor="dashboard-to">To</Form.Label>
          <Form.Control
            id="dashboard-to"
            type="date"
            value={shownTo}
            onChange={(event) => setTo(event.target.value)}
            isInvalid={Boolean(rangeErrors?.to)}
          />
        </Col>
        <Col xs="auto">
          <Button type="submit">Show</Button>
        </Col>
        {rangeError ? (
          <Col xs={12}>
            <div className="text-danger" role="alert">
              {rangeErrors?.from ? 'From' : 'To'} {rangeError}
            </div>
          </Col>
        ) : null}
      </Form>
      {content}
    </Container>
  );
}
