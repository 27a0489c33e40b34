import type { HTMLAttributes } from 'react';

export type AlertProps = HTMLAttributes<HTMLDivElement> & {
  /** Bootstrap's colour: 'danger', 'warning', 'info', 'success'… */
  variant: string;
};

/**
 * A Bootstrap alert box, `role="alert"` unless told otherwise. The app's alerts are never closed by hand nor
 * faded in, so they are not react-bootstrap's: its transition, close button and link would load with every
 * page that shows a message (5.4 kB brotli on a page with no other transition, decision 076).
 */
export function Alert({ variant, className, role = 'alert', ...props }: AlertProps) {
  return <div role={role} className={['alert', `alert-${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}
