import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import type { TResolution } from '@mainwork/contracts';
import { formatEmployerCharge } from '../../../lib/formatters.ts';
import { FactList } from './fact-list.tsx';
import { RESOLVE_TEXTS } from './resolve-texts.ts';

export const SUMMARY_LABELS = {
  filled: 'Opening filled',
  mwHire: 'Found applicant via MainWork',
  selected: 'Applicant selected',
  payment: 'Payment confirmed',
} as const;

const yesNo = (value: boolean | null) => (value === null ? 'N/A' : value ? 'Yes' : 'No');

/**
 * The summary after closing (spec §4): N/A everywhere when MainWork closed the posting itself; "Payment
 * confirmed" is Yes only once complete with the hire billed (docs/decisions/033).
 */
export function summaryRows(resolution: TResolution): Array<[string, string]> {
  if (resolution.auto_completed)
    return [
      [SUMMARY_LABELS.filled, 'N/A'],
      [SUMMARY_LABELS.mwHire, 'N/A'],
      [SUMMARY_LABELS.selected, 'N/A'],
      [SUMMARY_LABELS.payment, 'N/A'],
    ];
  const filled = resolution.is_position_filled;
  const mwHire = filled ? resolution.is_mw_hire : null;
  let selected = 'N/A';
  if (mwHire) selected = resolution.selected_applicants.map((a) => a.display_value).join(', ') || 'No';
  const complete = resolution.status === 'complete';
  const payment = mwHire ? (complete && resolution.billing ? 'Yes' : 'No') : 'N/A';
  return [
    [SUMMARY_LABELS.filled, yesNo(filled)],
    [SUMMARY_LABELS.mwHire, yesNo(mwHire)],
    [SUMMARY_LABELS.selected, selected],
    [SUMMARY_LABELS.payment, payment],
  ];
}

/** The closed posting's answers and its charge. */
export function Summary({ resolution, onClose }: { resolution: TResolution; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <>
      {resolution.auto_completed ? <p className="fs-5">{RESOLVE_TEXTS.autoClosed}</p> : null}
      <FactList
        label="Summary"
        rows={[
          ...summaryRows(resolution),
          ...(resolution.billing ? [['Charge', formatEmployerCharge(resolution.billing)] as [string, string]] : []),
        ]}
      />
      <div className="d-flex justify-content-end">
        <Button ref={close} onClick={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}
