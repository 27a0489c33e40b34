import { Button } from 'react-bootstrap';
import { FILTER_FIELDS, type ChosenFilters, type FilterKey } from './job-search-state.ts';
import { Icon } from '../../components/icon.tsx';
import xLgIcon from 'virtual:bootstrap-icons/x-lg';

/** The chosen filters as removable chips (spec §2.3), in the modal's order. Nothing when none is chosen. */
export function FilterChips({
  filters,
  onRemove,
  label = 'Chosen filters',
}: {
  filters: ChosenFilters;
  onRemove(key: FilterKey): void;
  label?: string;
}) {
  const chosen = FILTER_FIELDS.flatMap((field) => {
    const filter = filters[field.key];
    // A filter from a URL is unnamed until the lookups answer: its label stands in.
    return filter ? [{ ...field, filter: { ...filter, name: filter.name || field.label } }] : [];
  });
  if (chosen.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={label}>
      {chosen.map(({ key, label: fieldLabel, filter }) => (
        <li key={key}>
          <Button
            variant="outline-primary"
            size="sm"
            className="rounded-pill"
            aria-label={`Remove filter ${fieldLabel}: ${filter.name}`}
            title={`${fieldLabel}: ${filter.name}`}
            onClick={() => onRemove(key)}
          >
            {filter.name}
            <Icon icon={xLgIcon} className="ms-2" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The filters without one of them. */
export function withoutFilter(filters: ChosenFilters, key: FilterKey): ChosenFilters {
  const next = { ...filters };
  delete next[key];
  return next;
}
