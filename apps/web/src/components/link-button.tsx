import type { ReactNode } from 'react';
import { Link } from './link.tsx';

/** A router link that looks like a Bootstrap button. */
export function LinkButton({
  to,
  variant = 'primary',
  size,
  className = '',
  children,
}: {
  to: string;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
