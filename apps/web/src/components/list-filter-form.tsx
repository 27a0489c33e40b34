import { useId, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';

/**
 * The filter bar above an employer's lists (jobs, applicants): a search box that applies on submit, then the
 * list's selects (`children`, given the form's id prefix), which apply at once.
 */
export function ListFilterForm({
  label,
  searchLabel,
  search,
  onSearch,
  children,
}: {
  /** The search landmark's name, e.g. 'Filter jobs'. */
  label: string;
  searchLabel: string;
  /** The search the list shows now; the box follows it when it changes (back, a link). */
  search: string;
  onSearch(search: string): void;
  children(idPrefix: string): ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(search);
  // The box follows a search that changed from outside (back, a link) while rendering, not an effect later.
  const [followed, setFollowed] = useState(search);
  if (followed !== search) {
    setFollowed(search);
    setText(search);
  }
  return (
    <Form
      role="search"
      aria-label={label}
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={5}>
          <Form.Label htmlFor={`${id}-search`}>{searchLabel}</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              id={`${id}-search`}
              type="search"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" variant="outline-primary">
              Search
            </Button>
          </div>
        </Col>
        {children(id)}
      </Row>
    </Form>
  );
}

/** A select of a filter bar: its options as [value, label], with an 'all' option first when `allLabel` is given. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  md = 3,
  onChange,
}: {
  id: string;
  label: string;
  value: T | '';
  options: ReadonlyArray<readonly [T, string]>;
  allLabel?: string;
  md?: number;
  onChange(value: T | ''): void;
}) {
  return (
    <Col sm={6} md={md}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T | '')}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Col>
  );
}
