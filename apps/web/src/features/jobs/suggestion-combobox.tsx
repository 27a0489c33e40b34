import { useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useDebouncedSuggestions, type SuggestionSource } from './api/debounced-suggestions.ts';

/**
 * A text input with suggestions as one types (an ARIA 1.2 combobox): suggestions 200 ms after typing
 * stops, arrow keys move through the options, Enter picks the active one (without one, it submits the
 * form), Escape closes the list; the text stays free.
 */
export function SuggestionCombobox<Suggestion>({
  id,
  label,
  hideLabel = false,
  listLabel,
  placeholder,
  type = 'text',
  inputRef,
  value,
  onChange,
  onPick,
  source,
  keyOf,
  renderOption,
  noMatches,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  /** The listbox's accessible name ('Location suggestions'). */
  listLabel: string;
  placeholder: string;
  type?: 'text' | 'search';
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange(value: string): void;
  /** A suggestion was picked: fill the input. */
  onPick(suggestion: Suggestion): void;
  source: SuggestionSource<Suggestion>;
  keyOf(suggestion: Suggestion): string;
  renderOption(suggestion: Suggestion): ReactNode;
  /** Shown when the text's answer has no suggestions; nothing when absent. */
  noMatches?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { answeredText, suggestions } = useDebouncedSuggestions(value, open, source);
  const answered = open && answeredText !== null;
  const expanded = answered && suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: Suggestion) {
    onPick(suggestion);
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
        if (suggestion) {
          event.preventDefault();
          pick(suggestion);
        } else {
          // The form submits as usual; the list would only cover its answer.
          close();
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
        ref={inputRef}
        className="form-control"
        type={type}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={placeholder}
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
        aria-label={listLabel}
        hidden={!expanded}
        className="list-group suggestion-list position-absolute start-0 end-0 shadow z-3 mt-1"
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={keyOf(suggestion)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
                style={{ cursor: 'pointer' }}
                // Keep the focus in the input: the pick happens on click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                {renderOption(suggestion)}
              </li>
            ))
          : null}
      </ul>
      <div aria-live="polite">
        {answered && suggestions.length === 0 && noMatches ? (
          <div className="list-group suggestion-list position-absolute start-0 end-0 shadow z-3 mt-1">
            <div className="list-group-item text-body-secondary">{noMatches}</div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
