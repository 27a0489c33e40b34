import type { ReactNode } from 'react';

/** Label and value rows that wrap within the dialog at any width. */
export function FactList({
  label,
  rows,
  className,
}: {
  label: string;
  rows: Array<[ReactNode, ReactNode]>;
  className?: string;
}) {
  return (
    <dl className={`mb-3 ${className ?? ''}`} aria-label={label}>
      {rows.map(([term, value], index) => (
        <div key={index} className="d-flex flex-wrap justify-content-between column-gap-3 border-bottom py-1">
          <dt className="fw-normal">{term}</dt>
          <dd className="mb-0 ms-auto text-end text-break fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
