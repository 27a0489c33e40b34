import type { ReactNode } from 'react';
import { LIST_CARDS_QUERY, useMediaQuery } from '../lib/use-media-query.ts';

/**
 * How a list of rows is drawn (decision 053): below 992 px (phones and tablets) each row is a card
 * (`CardList` of `ListCard`s), from 992 px a table that shows every column without scrolling in its box.
 */
export function useCardLayout(): boolean {
  return useMediaQuery(LIST_CARDS_QUERY);
}

/** The cards of a list, named like the table they stand in for. */
export function CardList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul className="list-unstyled d-grid gap-2 mb-3" aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

/** A figure or fact of a card: its label, what it is, and whether it takes a line of its own (an e-mail). */
export type CardFact = [label: string, value: ReactNode, wide?: 'wide'];

/**
 * One row of a list as a card: its name (the row header of the table) with what sits beside it (a status
 * badge, a checkbox before it), its figures as labelled facts, and its actions (the main one, then a
 * `RowActionsMenu`). `highlighted` marks the row just changed (aria-current).
 */
export function ListCard({
  title,
  before,
  aside,
  facts,
  actions,
  highlighted = false,
  testId,
}: {
  title: ReactNode;
  before?: ReactNode;
  aside?: ReactNode;
  facts: CardFact[];
  actions?: ReactNode;
  highlighted?: boolean;
  testId?: string;
}) {
  return (
    <li
      className={highlighted ? 'card list-card row-highlight' : 'card list-card'}
      aria-current={highlighted ? 'true' : undefined}
      data-testid={testId}
    >
      <div className="card-body p-3">
        <div className="d-flex align-items-start gap-2 mb-2">
          {before}
          <h2 className="h6 mb-0 flex-grow-1 text-break" style={{ minWidth: 0 }}>
            {title}
          </h2>
          {aside ? (
            <div className="text-end small" style={{ maxWidth: '45%' }}>
              {aside}
            </div>
          ) : null}
        </div>
        {facts.length ? (
          <dl className="list-card-facts small mb-0">
            {facts.map(([label, value, wide]) => (
              <div key={label} className={wide ? 'list-card-fact-wide' : undefined}>
                <dt className="fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-0 text-break">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {actions ? <div className="d-flex flex-wrap align-items-center gap-2 mt-3">{actions}</div> : null}
      </div>
    </li>
  );
}
