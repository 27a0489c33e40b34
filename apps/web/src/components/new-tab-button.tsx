import type { ReactNode } from 'react';

/**
 * A link that looks like a Bootstrap button and opens its page in a new top-level tab. Framed pages use it for
 * actions that need a signed-in user (spec §2.1 frame mode), so a framing site can never click them for one.
 */
export function NewTabButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: string;
  children: ReactNode;
}) {
  return (
    <a className={`btn btn-${variant}`} href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
