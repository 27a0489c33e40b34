import {
  JOB_SEARCH_FILTERS,
  type TJobSearchFilterValues,
  type TJobSearchLookup,
  type TLookup,
  type TLookupNamer,
} from '@mainwork/contracts';
import { useLookup } from './lookups.ts';

// Apart from lookups.ts, which the app's first code holds: only the screens that name filters load this
// (`-deferred`: out of the job screens' chunk, vite.config.ts).

/**
 * Names the lookup ids of the given searches' filters ('Full-time' for job type 1), with the lookups the
 * job search's filters use: each asked only when a search has that filter, and cached with theirs. Until a
 * lookup answers, or when it failed, the name is unknown (undefined).
 */
export function useLookupNamer(searches: ReadonlyArray<{ filters: TJobSearchFilterValues }>): TLookupNamer {
  const uses = (lookup: TJobSearchLookup) =>
    JOB_SEARCH_FILTERS.some(
      (filter) => filter.lookup === lookup && searches.some((search) => search.filters[filter.key] !== undefined),
    );
  const lists: Record<TJobSearchLookup, TLookup[] | undefined> = {
    jobTypes: useLookup('jobTypes', uses('jobTypes')).data,
    jobExperienceLevels: useLookup('jobExperienceLevels', uses('jobExperienceLevels')).data,
    jobLocationTypes: useLookup('jobLocationTypes', uses('jobLocationTypes')).data,
    jobIndustries: useLookup('jobIndustries', uses('jobIndustries')).data,
    jobFunctions: useLookup('jobFunctions', uses('jobFunctions')).data,
  };
  return (lookup, id) => lists[lookup]?.find((option) => option.id === id)?.name;
}
