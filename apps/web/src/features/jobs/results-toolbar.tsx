import { useId, type ReactNode } from 'react';
import { SEARCH_RADII_MILES, type TJobSearchSort, type TSearchRadius } from '@mainwork/contracts';

const SORT_LABELS: Record<TJobSearchSort, string> = { relevance: 'Relevance', date: 'Date' };

/**
 * Above the results: the count naming the search, any action on the search itself (`children`: 'Get alerts for
 * this search' on /jobs), the radius around the place (only when a place other than Remote is searched) and the
 * order. A change runs the search again at once.
 */
export function ResultsToolbar({
  countText,
  sort,
  radius,
  showRadius,
  onSortChange,
  onRadiusChange,
  children,
}: {
  /** Empty while the first page loads. */
  countText: string;
  sort: TJobSearchSort;
  radius: TSearchRadius;
  showRadius: boolean;
  onSortChange(sort: TJobSearchSort): void;
  onRadiusChange(radius: TSearchRadius): void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2">
      <p className="fw-semibold mb-0 me-auto job-count" role="status" data-testid="job-count">
        {countText}
      </p>
      {children}
      {showRadius ? (
        <div className="d-flex align-items-center gap-2">
          <label htmlFor={`${id}-radius`} className="form-label small mb-0 text-nowrap">
            Within
          </label>
          <select
            id={`${id}-radius`}
            className="form-select form-select-sm"
            value={radius}
            onChange={(event) => onRadiusChange(Number(event.target.value) as TSearchRadius)}
          >
            {SEARCH_RADII_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {miles} miles
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={`${id}-sort`} className="form-label small mb-0 text-nowrap">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className="form-select form-select-sm"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as TJobSearchSort)}
        >
          {(Object.keys(SORT_LABELS) as TJobSearchSort[]).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
