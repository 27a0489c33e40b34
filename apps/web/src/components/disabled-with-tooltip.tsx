import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';

// Popper and the overlay code load when a tooltip first shows, not with the page (decision 027).
const DisabledTooltipOverlay = lazy(() => import('./disabled-tooltip-overlay.tsx'));

/**
 * A disabled button that explains itself with a tooltip ('Start Posting', Apply, Instant Apply).
 * A disabled button fires no mouse or focus events: a focusable wrapper carries the tooltip (on hover and
 * focus) and is described by it while it shows.
 */
export function DisabledWithTooltip({
  label,
  tooltip,
  variant = 'primary',
  size,
}: {
  label: string;
  tooltip: string;
  variant?: string;
  size?: 'sm' | 'lg';
}) {
  const tooltipId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  const show = () => setShown(true);
  const hide = () => setShown(false);
  return (
    <>
      <span
        ref={wrapper}
        className="d-inline-block"
        tabIndex={0}
        aria-describedby={shown ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        <Button variant={variant} size={size} disabled style={{ pointerEvents: 'none' }}>
          {label}
        </Button>
      </span>
      {shown && (
        <Suspense fallback={null}>
          <DisabledTooltipOverlay target={wrapper} id={tooltipId} text={tooltip} />
        </Suspense>
      )}
    </>
  );
}
