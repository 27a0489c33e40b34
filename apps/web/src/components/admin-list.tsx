import type { ReactNode } from 'react';
import { Breadcrumb, Table } from 'react-bootstrap';
import { Alert } from './alert.tsx';
import { Link } from './link.tsx';
import { Icon } from './icon.tsx';
import { LinkButton } from './link-button.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { CardList, ListCard, useCardLayout, type CardFact } from './responsive-list.tsx';
import checkLgIcon from 'virtual:bootstrap-icons/check-lg';
import pencilIcon from 'virtual:bootstrap-icons/pencil';

/** A column of an admin table: its header and what each row shows in it. */
export type AdminColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (read out as the row's header). */
  rowHeader?: boolean;
  /** Alignment classes, for the header and the cells alike. */
  className?: string;
  /** On a phone's card, a line of its own (a long name, an id). */
  wide?: boolean;
};

/**
 * An admin list screen of spec §2.7: a title, an optional 'New …' action, then the table (one row per item,
 * the actions last), or the screen's own empty or error sentence. `query` is the list's react-query result.
 */
export function AdminList<Row extends { id: number }>({
  title,
  action,
  query,
  columns,
  actions,
  emptyText,
  errorText,
  busy,
  children,
}: {
  title: string;
  action?: ReactNode;
  query: { status: 'pending' | 'error' | 'success'; data?: Row[] | undefined };
  columns: AdminColumn<Row>[];
  /** The buttons at the end of a row (details, edit…). */
  actions?: (row: Row) => ReactNode;
  emptyText: string;
  errorText: string;
  /** A newer page or filter is loading (the rows shown are the last ones). */
  busy?: boolean;
  /** What follows the table: page navigation, a row's dialog. */
  children?: ReactNode;
}) {
  const cards = useCardLayout();
  const nameColumn = columns.find((column) => column.rowHeader) ?? columns[0]!;
  let content: ReactNode;
  if (query.status === 'pending') content = <LoadingScreen label={`Loading ${title.toLowerCase()}…`} />;
  else if (query.status === 'error') content = <Alert variant="danger">{errorText}</Alert>;
  else if (!query.data?.length) content = <p className="text-center py-4">{emptyText}</p>;
  else if (cards)
    // On a phone each row is a card: its name, the other columns as labelled facts, its buttons (decision 053).
    content = (
      <CardList label={title} busy={busy}>
        {query.data.map((row) => (
          <ListCard
            key={row.id}
            title={nameColumn.cell(row)}
            facts={columns
              .filter((column) => column !== nameColumn)
              .map((column): CardFact => [column.header, column.cell(row), column.wide ? 'wide' : undefined])}
            actions={actions?.(row)}
          />
        ))}
      </CardList>
    );
  else
    content = (
      // Compact rows, every column in view from 992 px; below, the table scrolls in its own box.
      <Table responsive="lg" size="sm" hover className="align-middle" aria-busy={busy}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {query.data.map((row) => (
            <tr key={row.id}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={`fw-normal ${column.className ?? ''}`.trim()}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions ? (
                <td>
                  <div className="d-flex flex-wrap gap-1 justify-content-end">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-3 gap-2 flex-wrap">
        <Breadcrumb className="mb-0">
          <Breadcrumb.Item active>
            <h1 className="h4 d-inline text-body">{title}</h1>
          </Breadcrumb.Item>
        </Breadcrumb>
        {action}
      </div>
      {content}
      {children}
    </div>
  );
}

/** A yes/no column: a tick when on; either way the state is read out ('Active' / 'Not active'). */
export function AdminTick({ on, label, offLabel }: { on: boolean; label: string; offLabel?: string }) {
  return on ? (
    <>
      <Icon icon={checkLgIcon} className="text-success" />
      <span className="visually-hidden">{label}</span>
    </>
  ) : (
    <span className="visually-hidden">{offLabel ?? `Not ${label.toLowerCase()}`}</span>
  );
}

/** A row's 'Edit' button, named after the row for screen readers ('Edit Harbor Chamber'). */
export function AdminEditButton({ to, name }: { to: string; name: string }) {
  return (
    <LinkButton to={to} variant="outline-primary" size="sm">
      <Icon icon={pencilIcon} /> Edit
      <span className="visually-hidden"> {name}</span>
    </LinkButton>
  );
}

/** The breadcrumb of an admin form: 'Affiliate Links > New' or '… > {name}'. */
export function AdminFormHeading({ list, listTo, current }: { list: string; listTo: string; current: string }) {
  return (
    <Breadcrumb>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: listTo }}>
        {list}
      </Breadcrumb.Item>
      <Breadcrumb.Item active>
        <h1 className="h4 d-inline text-body">{current}</h1>
      </Breadcrumb.Item>
    </Breadcrumb>
  );
}
