import { Pagination } from 'react-bootstrap';

/**
 * Numbered pages of a list with a `total` (employer lists: 20 a page): previous, the pages around the current
 * one, next, and 'Showing 21–40 of 45'. Nothing when everything fits on one page.
 */
export function PageNavigation({
  page,
  pageSize,
  total,
  label,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the list is, for the navigation landmark: 'Jobs pages'. */
  label: string;
  onChange(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const shown = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <p className="mb-0 small text-body-secondary" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      {pages > 1 ? (
        <nav aria-label={label}>
          <Pagination className="mb-0">
            <Pagination.Prev disabled={page <= 1} onClick={() => onChange(page - 1)}>
              Previous
            </Pagination.Prev>
            {shown.map((number, index) => (
              <span key={number} className="d-flex">
                {index > 0 && number - shown[index - 1]! > 1 ? <Pagination.Ellipsis disabled /> : null}
                <Pagination.Item
                  active={number === page}
                  onClick={() => onChange(number)}
                  aria-label={`Page ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                >
                  {number}
                </Pagination.Item>
              </span>
            ))}
            <Pagination.Next disabled={page >= pages} onClick={() => onChange(page + 1)}>
              Next
            </Pagination.Next>
          </Pagination>
        </nav>
      ) : null}
    </div>
  );
}
