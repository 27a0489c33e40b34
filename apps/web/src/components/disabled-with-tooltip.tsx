import { useId, useState } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';

/**
 * A disabled button that explains itself with a tooltip ('Start Posting', Apply, Instant Apply).
 * A disabled button fires no mouse or focus events: a focusable wrapper carries the tooltip and is described
 * by it while it shows.
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
  const [shown, setShown] = useState(false);
  return (
    <OverlayTrigger placement="top" onToggle={setShown} overlay={<Tooltip id={tooltipId}>{tooltip}</Tooltip>}>
      <span className="d-inline-block" tabIndex={0} aria-describedby={shown ? tooltipId : undefined}>
        <Button variant={variant} size={size} disabled style={{ pointerEvents: 'none' }}>
          {label}
        </Button>
      </span>
    </OverlayTrigger>
  );
}
