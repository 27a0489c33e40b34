import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Placeholder, Table } from 'react-bootstrap';
import { CardList } from './responsive-list.tsx';
import { TablePlaceholderRows } from './table-placeholder.tsx';

/** Which rows of a list are chosen for an action on several at once (the dashboard's jobs, a job's applicants). */
export type RowSelection = {
  ids: number[];
  has(id: number): boolean;
  toggle(id: number, checked: boolean): void;
  /** Chooses exactly these rows, or none. */
  setAll(ids: number[], checked: boolean): void;
  clear(): void;
};

export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((ids: number[], checked: boolean) => setSelected(new Set(checked ? ids : [])), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({ ids: [...selected], has: (id: number) => selected.has(id), toggle, setAll, clear }),
    [selected, toggle, setAll, clear],
  );
}

/** A row's first cell: its checkbox, named after the row ('Select Jane Doe'). */
export function RowSelectCell({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <td>
      <Form.Check
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </td>
  );
}

/** What to do with the chosen rows: shown while any is chosen, with their count and a way to let go of them. */
export function SelectionBar({
  label,
  selection,
  children,
}: {
  /** The region's name, e.g. 'Selected jobs'. */
  label: string;
  selection: RowSelection;
  children: ReactNode;
}) {
  if (selection.ids.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="region" aria-label={label}>
      <span>{selection.ids.length} selected</span>
      {children}
      <Button size="sm" variant="link" onClick={selection.clear}>
        Clear selection
      </Button>
    </div>
  );
}

export type TableColumn = { label: string; align?: 'end' };

/**
 * A list whose rows can be chosen: a 'select every row on this page' box heading the first column, loading
 * placeholders, a message when there is no row, then the rows (each starting with a `RowSelectCell`).
 */
export function SelectableTable({
  caption,
  columns,
  selection,
  selectable,
  selectAllLabel,
  loading,
  loadingLabel,
  busy,
  emptyMessage,
  children,
}: {
  caption: string;
  /** The columns after the checkbox column. */
  columns: TableColumn[];
  selection: RowSelection;
  /** The ids of the rows on this page that may be chosen. */
  selectable: number[];
  selectAllLabel: string;
  loading: boolean;
  loadingLabel: string;
  /** True while the list is being fetched again. */
  busy: boolean;
  /** Shown across the table when there is no row. */
  emptyMessage: string | null;
  children: ReactNode;
}) {
  const width = columns.length + 1;
  const allSelected = selectable.length > 0 && selectable.every((id) => selection.has(id));
  return (
    // Compact rows; every column in view from 992 px (decision 053), scrolling in its own box only below.
    <Table responsive="lg" size="sm" hover className="align-middle small" aria-busy={busy}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              className="form-check-input"
              aria-label={selectAllLabel}
              checked={allSelected}
              disabled={selectable.length === 0}
              onChange={(event) => selection.setAll(selectable, event.currentTarget.checked)}
            />
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.align === 'end' ? 'text-end' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loading ? <TablePlaceholderRows columns={width} label={loadingLabel} /> : null}
        {emptyMessage ? (
          <tr>
            <td colSpan={width} className="text-center py-4">
              {emptyMessage}
            </td>
          </tr>
        ) : null}
        {children}
      </tbody>
    </Table>
  );
}

/**
 * The same list on a phone (decision 053): the 'select every row' box above the cards, loading placeholders,
 * the message when there is no row, then the cards (`ListCard`s, each with its own checkbox).
 */
export function SelectableCardList({
  caption,
  selection,
  selectable,
  selectAllLabel,
  loading,
  loadingLabel,
  busy,
  emptyMessage,
  children,
}: Omit<Parameters<typeof SelectableTable>[0], 'columns'>) {
  const allSelected = selectable.length > 0 && selectable.every((id) => selection.has(id));
  return (
    <>
      <Form.Check
        id={`select-all-${caption.replace(/\W+/g, '-').toLowerCase()}`}
        className="mb-2"
        label={selectAllLabel}
        checked={allSelected}
        disabled={selectable.length === 0}
        onChange={(event) => selection.setAll(selectable, event.currentTarget.checked)}
      />
      {loading ? (
        <div className="mb-3">
          <span role="status" className="visually-hidden">
            {loadingLabel}
          </span>
          {[0, 1, 2].map((row) => (
            <Placeholder key={row} as="div" animation="glow" className="card p-3 mb-2" aria-hidden="true">
              <Placeholder xs={8} /> <Placeholder xs={5} />
            </Placeholder>
          ))}
        </div>
      ) : null}
      {emptyMessage ? <p className="text-center py-4">{emptyMessage}</p> : null}
      <CardList label={caption} busy={busy}>
        {children}
      </CardList>
    </>
  );
}
