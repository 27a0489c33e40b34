import { useId } from 'react';
import { CopyButton } from '../../components/copy-button.tsx';

/**
 * A sample to copy: its label, a copy button and the code. A long line scrolls inside the block (never the
 * page), and the block takes keyboard focus so that it can be scrolled without a mouse.
 */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const labelId = useId();
  return (
    <figure aria-labelledby={labelId} className="border rounded-3 overflow-hidden my-3" style={{ minWidth: 0 }}>
      <figcaption className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 bg-body-tertiary border-bottom">
        <span id={labelId} className="small fw-semibold">
          {label}
        </span>
        <CopyButton text={code} what={label} size="sm" variant="outline-secondary" />
      </figcaption>
      <pre
        tabIndex={0}
        aria-labelledby={labelId}
        className="mb-0 p-3 bg-dark text-light small"
        style={{ overflowX: 'auto', whiteSpace: 'pre' }}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
