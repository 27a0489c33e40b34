import { Button } from 'react-bootstrap';
import { SEARCH_RADII_MILES, type TSearchRadius } from '@mainwork/contracts';
import { withoutFilter } from './filter-chips.tsx';
import { FILTER_FIELDS, searchesAroundPlace, type JobSearch } from './job-search-state.ts';

/**
 * Under 'No jobs match your search': the words that matched nothing and what to try next (decision 057),
 * each a button that runs the search changed so: remove a filter, widen the radius, search anywhere, or
 * get an alert when a job matches. Loaded only when a search finds nothing.
 */
export default function NoResultsHelp({
  search,
  onSearch,
  onCreateAlert,
}: {
  search: JobSearch;
  onSearch(changes: Partial<JobSearch>): void;
  /** Absent where alerts are not offered (a feed, a frame). */
  onCreateAlert?: () => void;
}) {
  const what = search.what_search_text.trim();
  const where = search.where_search_text.trim();
  const wider = searchesAroundPlace(where) ? SEARCH_RADII_MILES.find((miles) => miles > search.radius) : undefined;
  const filters = FILTER_FIELDS.flatMap((field) => {
    const chosen = search.filters[field.key];
    return chosen ? [{ key: field.key, name: chosen.name || field.label }] : [];
  });
  return (
    <div className="text-start mx-auto" style={{ maxWidth: '32rem' }}>
      {what || where ? (
        <p>
          Nothing matched
          {what ? (
            <>
              {' '}
              <strong>{what}</strong>
            </>
          ) : null}
          {where ? (
            <>
              {' '}
              {searchesAroundPlace(where) ? `within ${search.radius} miles of` : 'in'} <strong>{where}</strong>
            </>
          ) : null}
          {filters.length > 0 ? ' with the filters chosen' : null}.
        </p>
      ) : null}
      <p className="mb-2">Try:</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label="Ways to find more jobs">
        {filters.map(({ key, name }) => (
          <li key={key}>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={() => onSearch({ filters: withoutFilter(search.filters, key) })}
            >
              Remove the filter {name}
            </Button>
          </li>
        ))}
        {wider ? (
          <li>
            <Button variant="outline-primary" size="sm" onClick={() => onSearch({ radius: wider as TSearchRadius })}>
              Search within {wider} miles
            </Button>
          </li>
        ) : null}
        {where ? (
          <li>
            <Button variant="outline-primary" size="sm" onClick={() => onSearch({ where_search_text: '' })}>
              Search everywhere
            </Button>
          </li>
        ) : null}
        {onCreateAlert ? (
          <li>
            <Button variant="outline-primary" size="sm" onClick={onCreateAlert}>
              Create an alert for this search
            </Button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
