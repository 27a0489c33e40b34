import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form, ListGroup, Spinner } from 'react-bootstrap';
import { Icon } from './icon.tsx';
import xIcon from 'virtual:bootstrap-icons/x';

export type SearchOption = { id: number; label: string };

/** Typing pauses this long before the server is asked, so a word is one request, not one per letter. */
export const SEARCH_DELAY_MS = 250;

/**
 * A multi-select that asks the server as you type (never loads every row): the chosen options are
 * removable chips; the matches are a listbox under the input (arrows move, Enter picks, Escape closes).
 */
export function SearchMultiSelect({
  id,
  label,
  selected,
  onChange,
  search,
  disabled = false,
  error,
  placeholder = 'Type to search',
}: {
  id: string;
  label: string;
  selected: SearchOption[];
  onChange(options: SearchOption[]): void;
  search(text: string, signal: AbortSignal): Promise<SearchOption[]>;
  disabled?: boolean;
  error?: string | undefined;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<SearchOption[]>([]);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const errorId = useId();
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  /** The typed words; the search for them starts in the effect below, and is loading from the keystroke on. */
  function typeText(next: string) {
    setText(next);
    const searching = next.trim() !== '';
    setLoading(searching);
    if (!searching) setMatches([]);
  }

  useEffect(() => {
    const words = text.trim();
    if (!words) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef
        .current(words, controller.signal)
        .then((found) => {
          setMatches(found);
          setFailed(false);
          setActive(0);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setMatches([]);
          setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const chosen = new Set(selected.map((option) => option.id));
  const offered = matches.filter((option) => !chosen.has(option.id));
  const showList = open && text.trim() !== '';

  function pick(option: SearchOption) {
    onChange([...selected, option]);
    typeText('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(current + 1, Math.max(offered.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks an option; it never submits the form from here.
      event.preventDefault();
      const option = offered[active];
      if (showList && option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {selected.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((option) => (
            <li key={option.id} className="badge text-bg-light border d-flex align-items-center gap-1 fw-normal">
              <span>{option.label}</span>
              {disabled ? null : (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 text-body"
                  aria-label={`Remove ${option.label}`}
                  onClick={() => onChange(selected.filter((other) => other.id !== option.id))}
                >
                  <Icon icon={xIcon} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="small text-body-secondary mb-2">None chosen.</p>
      )}
      {disabled ? null : (
        <div className="position-relative">
          <Form.Control
            id={id}
            type="search"
            role="combobox"
            autoComplete="off"
            placeholder={placeholder}
            value={text}
            isInvalid={Boolean(error)}
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && offered[active] ? optionId(active) : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              typeText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {error ? (
            <Form.Control.Feedback type="invalid" id={errorId}>
              {error}
            </Form.Control.Feedback>
          ) : null}
          <ListGroup
            id={listId}
            role="listbox"
            aria-label={`Matching ${label.toLowerCase()}`}
            className={`position-absolute w-100 shadow-sm ${showList ? '' : 'd-none'}`}
            style={{ zIndex: 10 }}
          >
            {loading ? (
              <ListGroup.Item role="presentation" className="small">
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                Searching…
              </ListGroup.Item>
            ) : failed ? (
              <ListGroup.Item role="presentation" className="small text-danger">
                The search failed. Try again.
              </ListGroup.Item>
            ) : offered.length === 0 ? (
              <ListGroup.Item role="presentation" className="small">
                No matches found.
              </ListGroup.Item>
            ) : (
              offered.map((option, index) => (
                <ListGroup.Item
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  active={index === active}
                  action
                  // Inside a form: picking an option must never submit it.
                  type="button"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                </ListGroup.Item>
              ))
            )}
          </ListGroup>
        </div>
      )}
    </Form.Group>
  );
}
