import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { PLACE_DATA_CREDIT, type TLocationSuggestion } from '@mainwork/contracts';
import { routes } from '../../lib/paths.ts';
import { useLocationSuggestions } from './api/location-autocomplete.ts';

export const LOCATION_PLACEHOLDER = 'Where? (e.g. Boston, Remote, Antarctica)';
export const NO_MATCHES = 'No matches found.';

/**
 * The location autocomplete input (spec §2.3): suggestions 200 ms after typing stops, 'No matches found.' when
 * none, and the place data's credit under it in one line, linking to the attributions page (the licence's full
 * credit). An ARIA 1.2 combobox: arrow keys move through the options,
 * Enter picks the active one, Escape closes the list; the text stays free (any place may be typed).
 */
export function LocationAutocomplete({
  id,
  label,
  value,
  onChange,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  hideLabel?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { answeredText, suggestions } = useLocationSuggestions(value, open);
  const answered = open && answeredText !== null;
  const expanded = answered && suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: TLocationSuggestion) {
    onChange(suggestion.full_text);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (!expanded) return;
        const last = suggestions.length - 1;
        const down = event.key === 'ArrowDown';
        setActive((current) => (down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
        return;
      }
      case 'Enter': {
        const suggestion = expanded ? suggestions[active] : undefined;
        // Without an active option, Enter submits the search form as usual.
        if (suggestion) {
          event.preventDefault();
          pick(suggestion);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  return (
    <div className="position-relative">
      <label htmlFor={id} className={hideLabel ? 'form-label visually-hidden' : 'form-label'}>
        {label}
      </label>
      <input
        id={id}
        className="form-control"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={LOCATION_PLACEHOLDER}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!expanded}
        className="list-group position-absolute start-0 end-0 shadow z-3 mt-1"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.full_text}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
                style={{ cursor: 'pointer' }}
                // Keep the focus in the input: the pick happens on click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                <span className="fw-semibold">{suggestion.main_text}</span>
                {suggestion.secondary_text ? <span className="ms-2 small">{suggestion.secondary_text}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <div aria-live="polite">
        {answered && suggestions.length === 0 ? (
          <div className="list-group position-absolute start-0 end-0 shadow z-3 mt-1">
            <div className="list-group-item text-body-secondary">{NO_MATCHES}</div>
          </div>
        ) : null}
      </div>
      <small className="form-text d-block text-body-secondary text-truncate mt-0">
        {PLACE_DATA_CREDIT} · <Link to={routes.attributions}>Attributions</Link>
      </small>
    </div>
  );
}
