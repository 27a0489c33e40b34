import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Card, Col, Form, Row, Spinner, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useParams } from 'react-router-dom';
import type { TAffiliateLinkDetails } from '@mainwork/contracts';
import { AdminFormHeading } from '../../components/admin-list.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { formatAffiliateLinkUrl, formatAttributed, formatUsTimestamp } from '../../lib/formatters.ts';
import { routes } from '../../lib/paths.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import {
  affiliateLinkEventsQueryOptions,
  affiliateLinkQueryOptions,
  type AffiliateEventSelection,
} from './api/affiliate-links.ts';
import { SIGN_UP_TYPE_LABELS } from './sign-up-types.ts';

export const DETAILS_MESSAGES = {
  empty: 'There is no activity for this link yet.',
  linkError: 'Error loading affiliate link.',
  eventsError: 'Error loading events.',
  loadingMore: 'Loading more events...',
} as const;

const SELECTIONS: Array<[AffiliateEventSelection, string]> = [
  ['all', 'All'],
  ['views', 'Views'],
  ['sign_ups', 'Sign ups'],
  ['attributed', 'Attributed sign ups'],
];

const EVENT_TYPES = { 'AffiliateLinkEvent::View': 'View', 'AffiliateLinkEvent::SignUp': 'Sign up' } as const;

/** Beyond the spec: what became of the link's visitors, each step counted from stored rows. */
function Funnel({ funnel }: { funnel: TAffiliateLinkDetails['funnel'] }) {
  const steps: Array<[string, number]> = [
    ['Views', funnel.views],
    ['Sign ups', funnel.sign_ups],
    ['Attributed sign ups', funnel.attributed],
    ['Applied to a job', funnel.applied],
    ['Posted a job', funnel.posted_job],
    ['Hired', funnel.hired],
  ];
  return (
    <section aria-labelledby="funnel-heading" className="mb-4">
      <h2 id="funnel-heading" className="h5">
        Funnel
      </h2>
      <p className="small text-body-secondary mb-2">
        The last three count the users of the attributed sign ups who went on to do each.
      </p>
      <Table size="sm" bordered className="w-auto">
        <tbody>
          {steps.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end">{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function Events({ linkId }: { linkId: number }) {
  const [selection, setSelection] = useState<AffiliateEventSelection>('all');
  const query = useInfiniteQuery(affiliateLinkEventsQueryOptions(linkId, selection));
  const listRef = useRef<HTMLTableElement>(null);
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  useInfiniteScroll(listRef, {
    enabled: Boolean(query.hasNextPage) && !query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    version: events.length,
  });

  let content;
  if (query.isPending) content = <LoadingScreen label="Loading events…" />;
  else if (query.isError) content = <Alert variant="danger">{DETAILS_MESSAGES.eventsError}</Alert>;
  else if (events.length === 0) content = <p className="py-3">{DETAILS_MESSAGES.empty}</p>;
  else
    content = (
      <>
        <Table responsive striped ref={listRef}>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Signature</th>
              <th scope="col">User</th>
              <th scope="col">Timestamp</th>
              <th scope="col">Attributed</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{EVENT_TYPES[event.type]}</td>
                <td>
                  <code>{event.signature ?? '—'}</code>
                </td>
                <td className="text-break">{event.user?.email ?? '—'}</td>
                <td className="text-nowrap">{formatUsTimestamp(event.created_at)}</td>
                <td>{formatAttributed(event.attributed)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        {query.isFetchingNextPage ? (
          <div role="status" className="text-center py-2">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {DETAILS_MESSAGES.loadingMore}
          </div>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="activity-heading">
      <div className="d-flex align-items-center gap-3 mb-2 flex-wrap">
        <h2 id="activity-heading" className="h5 mb-0">
          Activity
        </h2>
        <Form.Select
          aria-label="Activity filter"
          value={selection}
          onChange={(event) => setSelection(event.target.value as AffiliateEventSelection)}
          style={{ maxWidth: 240 }}
        >
          {SELECTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Form.Select>
      </div>
      {content}
    </section>
  );
}

/**
 * /admin/affiliate_links/{id}/details (spec §2.7): name, key, public URL with copy, sign up type, view and
 * sign up counts, the funnel, and the link's events 25 at a time with infinite scroll.
 */
export default function AffiliateLinkDetailsPage() {
  const id = Number(useParams().id);
  const query = useQuery(affiliateLinkQueryOptions(id));
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading affiliate link…" />;
  else if (query.isError) content = <Alert variant="danger">{DETAILS_MESSAGES.linkError}</Alert>;
  else {
    const link = query.data;
    const url = formatAffiliateLinkUrl(window.location.origin, link.key);
    content = (
      <>
        <Card className="mb-4">
          <Card.Body>
            <Row as="dl" className="mb-0">
              <Col as="dt" sm={3}>
                Name
              </Col>
              <Col as="dd" sm={9}>
                {link.name}
              </Col>
              <Col as="dt" sm={3}>
                Key
              </Col>
              <Col as="dd" sm={9}>
                <code>{link.key}</code>
              </Col>
              <Col as="dt" sm={3}>
                Public URL
              </Col>
              <Col as="dd" sm={9} className="d-flex align-items-center gap-2 flex-wrap">
                <span className="text-break">{url}</span>
                <CopyButton text={url} what={`public URL of ${link.name}`} size="sm" />
              </Col>
              <Col as="dt" sm={3}>
                Sign up type
              </Col>
              <Col as="dd" sm={9}>
                {SIGN_UP_TYPE_LABELS[link.sign_up_type]}
              </Col>
              <Col as="dt" sm={3}>
                View count
              </Col>
              <Col as="dd" sm={9}>
                {link.view_count}
              </Col>
              <Col as="dt" sm={3}>
                Sign up count
              </Col>
              <Col as="dd" sm={9} className="mb-0">
                {link.sign_up_count}
              </Col>
            </Row>
          </Card.Body>
        </Card>
        <Funnel funnel={link.funnel} />
        <Events linkId={link.id} />
      </>
    );
  }
  return (
    <div>
      <AdminFormHeading
        list="Affiliate Links"
        listTo={routes.adminAffiliateLinks}
        current={query.data?.name ?? 'Details'}
      />
      {content}
    </div>
  );
}
