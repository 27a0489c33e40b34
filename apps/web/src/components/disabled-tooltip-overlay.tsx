import type { RefObject } from 'react';
import { Overlay, Tooltip } from 'react-bootstrap';

/** The tooltip of DisabledWithTooltip, with popper: loaded the first time one shows. */
export default function DisabledTooltipOverlay({
  target,
  id,
  text,
}: {
  target: RefObject<HTMLSpanElement | null>;
  id: string;
  text: string;
}) {
  return (
    <Overlay target={target.current} show placement="top">
      <Tooltip id={id}>{text}</Tooltip>
    </Overlay>
  );
}
