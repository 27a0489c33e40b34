import { useEffect } from 'react';
import { jobSearchRequest, type TLookupNamer } from '@mainwork/contracts';
import { useLookupNamer } from '../../lib/api/lookup-names-deferred.ts';
import { FILTER_FIELDS, type ChosenFilters, type JobSearch } from './job-search-state.ts';

/** The search with each unnamed filter named by its lookup; unnamed while the lookup is unknown. */
function withFilterNames(search: JobSearch, nameOf: TLookupNamer): JobSearch {
  const filters: ChosenFilters = {};
  for (const filter of FILTER_FIELDS) {
    const chosen = search.filters[filter.key];
    if (!chosen) continue;
    // The Min Salary amount is named as it is read from the URL.
    const name = chosen.name || (filter.lookup === null ? '' : (nameOf(filter.lookup, chosen.value) ?? ''));
    filters[filter.key] = { ...chosen, name };
  }
  return { ...search, filters };
}

/** The search with the names found for its unnamed filters, those still chosen with the same value. */
function withNamesOf(search: JobSearch, named: ChosenFilters): JobSearch {
  const filters: ChosenFilters = {};
  for (const { key } of FILTER_FIELDS) {
    const chosen = search.filters[key];
    if (chosen) filters[key] = !chosen.name && named[key]?.value === chosen.value ? named[key] : chosen;
  }
  return { ...search, filters };
}

/**
 * Names the filters of a search read from a URL, which carries their values only, from the lookups (the
 * chips show the filter's label meanwhile). Loaded on demand: most visits bring no filter in the URL.
 */
export default function UrlFilterNames({
  search,
  onNamed,
}: {
  search: JobSearch;
  /** Names the filters of the search in force then, those still chosen with the same value. */
  onNamed(update: (current: JobSearch) => JobSearch): void;
}) {
  const nameOf = useLookupNamer([jobSearchRequest(search)]);
  const named = withFilterNames(search, nameOf);
  const settled = Object.values(named.filters).every((chosen) => chosen.name !== '');
  const key = JSON.stringify(named.filters);
  useEffect(() => {
    if (settled) onNamed((current) => withNamesOf(current, named.filters));
    // Named once all lookups answered: `key` stands for the names.
  }, [settled, key]);
  return null;
}
