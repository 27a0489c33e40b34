import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it: before the @ and before a dot
 * ('hunter.smith@|example.|com'), never in the middle of a word as `text-break` does. A part too long for the
 * line still wraps rather than widening the page (`overflow-wrap: break-word`, which leaves the column's
 * minimum width alone).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={['email-address', className].filter(Boolean).join(' ')}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
