import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Badge, Button, Col, Form, Modal, Row } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TRewardSource } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import type { ModalComponentProps } from '../../components/modal-root.tsx';
import { formatCityState, formatCount } from '../../lib/formatters.ts';
import { marketplaceQueryOptions } from './api/reward-sources.ts';
import { RewardSourceIcon } from './reward-source-icon.tsx';

export const MARKETPLACE_MESSAGES = {
  title: 'Reward Marketplace | Job referrals meet community',
  empty: 'There are no matching businesses.',
  error: 'Error loading businesses.',
} as const;

const DESCRIPTION_CHARS = 140;

export type RewardMarketplaceModalProps = {
  /** Called with the chosen source; the modal then closes. */
  onSelect(source: TRewardSource): void;
};

/** 'business' for one, 'businesses' otherwise (spec §2.3). */
export const formatBusinessCount = (total: number) => formatCount(total, 'business', 'businesses');

export function truncate(text: string, max = DESCRIPTION_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function SourceCard({ source, onSelect }: { source: TRewardSource; onSelect(): void }) {
  const nameId = useId();
  return (
    <li className="list-group-item d-flex gap-3 align-items-start">
      <RewardSourceIcon url={source.icon} size={48} />
      <div className="flex-grow-1 min-width-0">
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <h3 className="h6 mb-0" id={nameId}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            ) : (
              source.name
            )}
          </h3>
          {source.approved ? <Badge bg="success">Featured</Badge> : null}
        </div>
        {source.address ? <div className="small text-body-secondary">{formatCityState(source.address)}</div> : null}
        {source.description ? (
          <p className="small mb-0" title={source.description}>
            {truncate(source.description)}
          </p>
        ) : null}
      </div>
      <Button size="sm" variant="outline-primary" onClick={onSelect} aria-describedby={nameId}>
        Select
      </Button>
    </li>
  );
}

/**
 * The Reward Marketplace (spec §2.3): search active reward sources by name or keywords and by location,
 * approved ones first; choosing one hands it to the opener's `onSelect` and closes the modal.
 */
export default function RewardMarketplaceModal({
  show,
  onHide,
  onSelect,
}: ModalComponentProps<RewardMarketplaceModalProps>) {
  const titleId = useId();
  const [draft, setDraft] = useState({ what: '', where: '' });
  const [search, setSearch] = useState({ what: '', where: '' });
  const query = useQuery({ ...marketplaceQueryOptions(search), enabled: show });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ what: draft.what.trim(), where: draft.where.trim() });
  };
  const choose = (source: TRewardSource) => {
    onSelect(source);
    onHide();
  };

  let results;
  if (query.isPending) results = <LoadingScreen label="Searching businesses…" />;
  else if (query.isError) results = <Alert variant="danger">{MARKETPLACE_MESSAGES.error}</Alert>;
  else
    results = (
      <>
        <p className="small mb-2" role="status" aria-live="polite">
          {formatBusinessCount(query.data.length)}
        </p>
        {query.data.length === 0 ? (
          <Alert variant="warning">{MARKETPLACE_MESSAGES.empty}</Alert>
        ) : (
          <ul className="list-group" aria-label="Businesses">
            {query.data.map((source) => (
              <SourceCard key={source.id} source={source} onSelect={() => choose(source)} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {MARKETPLACE_MESSAGES.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form onSubmit={submit} role="search" aria-label="Search businesses" className="mb-3">
          <Row className="g-2 align-items-end">
            <Col md={5}>
              <Form.Label htmlFor={`${titleId}-what`} className="small mb-1">
                Name or keywords
              </Form.Label>
              <Form.Control
                id={`${titleId}-what`}
                type="search"
                placeholder="Search by name or keywords"
                value={draft.what}
                onChange={(event) => setDraft((current) => ({ ...current, what: event.target.value }))}
              />
            </Col>
            <Col md={5}>
              <Form.Label htmlFor={`${titleId}-where`} className="small mb-1">
                Location
              </Form.Label>
              <Form.Control
                id={`${titleId}-where`}
                type="search"
                placeholder="City, state, zip"
                value={draft.where}
                onChange={(event) => setDraft((current) => ({ ...current, where: event.target.value }))}
              />
            </Col>
            <Col md={2}>
              <Button type="submit" className="w-100">
                Search
              </Button>
            </Col>
          </Row>
        </Form>
        {results}
      </Modal.Body>
    </Modal>
  );
}
