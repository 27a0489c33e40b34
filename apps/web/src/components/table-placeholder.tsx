import { Placeholder } from 'react-bootstrap';

/** Grey rows in place of a table's rows while it loads; the status text says what is loading. */
export function TablePlaceholderRows({ columns, rows = 5, label }: { columns: number; rows?: number; label: string }) {
  return (
    <>
      <tr>
        <td colSpan={columns} className="p-0 border-0">
          <span role="status" className="visually-hidden">
            {label}
          </span>
        </td>
      </tr>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Placeholder animation="glow">
                <Placeholder xs={column === 1 ? 10 : 6} />
              </Placeholder>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
