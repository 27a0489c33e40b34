import { Link } from '../../components/link.tsx';
import { PLACE_DATA_CREDIT } from '@mainwork/contracts';
import { routes } from '../../lib/paths.ts';
import { locationSuggestions } from './api/search-suggestions.ts';
import { SuggestionCombobox } from './suggestion-combobox.tsx';

export const LOCATION_PLACEHOLDER = 'Where? (e.g. Boston, Remote, Antarctica)';
export const NO_MATCHES = 'No matches found.';

/** The place data's credit in one line, linking to the attributions page (the licence's full credit). */
export function PlaceDataCredit({ className = '' }: { className?: string }) {
  return (
    <small className={`form-text d-block text-body-secondary text-truncate ${className}`}>
      {PLACE_DATA_CREDIT} · <Link to={routes.attributions}>Attributions</Link>
    </small>
  );
}

/**
 * The location autocomplete input (spec §2.3): suggestions 200 ms after typing stops, 'No matches found.' when
 * none, and the place data's credit under it (unless the page shows it elsewhere: the job search, at the foot
 * of its list). The text stays free (any place may be typed); a suggestion picked is `onPick`'s too.
 */
export function LocationAutocomplete({
  id,
  label,
  value,
  onChange,
  onPick,
  hideLabel = false,
  showCredit = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onPick?: (place: string) => void;
  hideLabel?: boolean;
  showCredit?: boolean;
}) {
  return (
    <div>
      <SuggestionCombobox
        id={id}
        label={label}
        hideLabel={hideLabel}
        listLabel="Location suggestions"
        placeholder={LOCATION_PLACEHOLDER}
        value={value}
        onChange={onChange}
        onPick={(suggestion) => {
          onChange(suggestion.full_text);
          onPick?.(suggestion.full_text);
        }}
        source={locationSuggestions}
        keyOf={(suggestion) => suggestion.full_text}
        renderOption={(suggestion) => (
          <>
            <span className="fw-semibold">{suggestion.main_text}</span>
            {suggestion.secondary_text ? <span className="ms-2 small">{suggestion.secondary_text}</span> : null}
          </>
        )}
        noMatches={NO_MATCHES}
      />
      {showCredit ? <PlaceDataCredit className="mt-0" /> : null}
    </div>
  );
}
