import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { TJob } from '@mainwork/contracts';

/** Spec §9: benefits shown by default. */
export const BENEFITS_SHOWN = 3;

/** Benefits ordered by position, three at first; 'show more' / 'show less' only when there are more (spec §2.5). */
export function JobBenefits({ benefits }: { benefits: TJob['benefits'] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const labelId = `${listId}-label`;
  if (benefits.length === 0) return null;
  const ordered = [...benefits].sort((a, b) => a.position - b.position);
  const shown = expanded ? ordered : ordered.slice(0, BENEFITS_SHOWN);
  return (
    <div className="small">
      <span id={labelId} className="fw-semibold">
        Benefits
      </span>
      <ul id={listId} aria-labelledby={labelId} className="mb-1 ps-3">
        {shown.map((benefit) => (
          <li key={`${benefit.position}-${benefit.name}`}>{benefit.name}</li>
        ))}
      </ul>
      {ordered.length > BENEFITS_SHOWN ? (
        <Button
          variant="link"
          size="sm"
          className="p-0"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'show less' : 'show more'}
        </Button>
      ) : null}
    </div>
  );
}
