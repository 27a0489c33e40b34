import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Container, Table } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { Link } from '../../components/link.tsx';
import type { TMyShareLink } from '@mainwork/contracts';
import { CopyButton } from '../../components/copy-button.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCount, formatShareLinkUrl } from '../../lib/formatters.ts';
import { paths, routes } from '../../lib/paths.ts';
import { useCardLayout } from '../../components/responsive-list.tsx';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { myShareLinksQueryOptions } from './api/my-share-links.ts';

/**
 * A share link's address, breaking only after a '/' (never inside the host or the key) when it must wrap;
 * the Copy button beside it copies it whole.
 */
function ShareUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=\/)/);
  return (
    <code className="small text-body" style={{ overflowWrap: 'normal', wordBreak: 'normal', minWidth: 0 }}>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </code>
  );
}

function JobTitle({ link }: { link: TMyShareLink }) {
  return link.job_active ? <Link to={paths.job(link.job_id)}>{link.job_title}</Link> : <>{link.job_title}</>;
}

function ShareControl({ link, url }: { link: TMyShareLink; url: string }) {
  return link.job_active ? (
    <div className="d-flex align-items-center gap-2">
      <ShareUrl url={url} />
      <CopyButton text={url} what={`share link for ${link.job_title}`} size="sm" />
    </div>
  ) : (
    <span className="text-body-secondary">Job closed</span>
  );
}

/** A share link on a phone or a tablet: a card with the job, its counts, and the address with Copy. */
function ShareLinkCard({ link }: { link: TMyShareLink }) {
  const url = formatShareLinkUrl(usePageOrigin(), link.share_link_key);
  return (
    <li className="card" data-testid="share-link-card">
      <div className="card-body p-3">
        <h2 className="h6 mb-1">
          <JobTitle link={link} />
        </h2>
        <p className="small text-body-secondary mb-2">
          {formatCount(link.views_count, 'view')} · {formatCount(link.applications_count, 'application')}
        </p>
        <ShareControl link={link} url={url} />
      </div>
    </li>
  );
}

function ShareLinkRow({ link }: { link: TMyShareLink }) {
  const url = formatShareLinkUrl(usePageOrigin(), link.share_link_key);
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <JobTitle link={link} />
      </th>
      <td className="text-end">{link.views_count}</td>
      <td className="text-end">{link.applications_count}</td>
      <td>
        <ShareControl link={link} url={url} />
      </td>
    </tr>
  );
}

/**
 * /my_share_links (spec §2.6): a table of the user's share links: job title (plain once the job is inactive),
 * views, applications, and a copy control for {origin}/s/{key}, hidden for inactive jobs. Below 768 px each
 * link is a card instead, its Copy button in view.
 */
export default function MyShareLinksPage() {
  const query = useQuery(myShareLinksQueryOptions());
  const asCards = useCardLayout();
  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your share links…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0)
    content = (
      <div className="text-center py-4">
        <p>You have not shared any jobs yet. Share a job from its page to earn a referral reward.</p>
        <LinkButton to={routes.jobs}>Find jobs to share</LinkButton>
      </div>
    );
  else if (asCards)
    content = (
      <ul className="list-unstyled d-grid gap-2" aria-label="Your share links">
        {query.data.map((link) => (
          <ShareLinkCard key={link.id} link={link} />
        ))}
      </ul>
    );
  else
    content = (
      <Table responsive hover className="align-middle">
        <caption className="visually-hidden">Your share links</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col" className="text-end">
              Views
            </th>
            <th scope="col" className="text-end">
              Applications
            </th>
            <th scope="col">Share link</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((link) => (
            <ShareLinkRow key={link.id} link={link} />
          ))}
        </tbody>
      </Table>
    );
  return (
    <Container className="py-4">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">My Share Links</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
      <p className="mt-4 mb-0">
        The rewards you earn through these links, and your payouts, are on <Link to={routes.myRewards}>My Rewards</Link>
        .
      </p>
    </Container>
  );
}
