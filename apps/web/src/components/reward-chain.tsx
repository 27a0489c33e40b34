import { REWARD_CHAIN_STEP_LABELS, type TRewardChainStep } from '@mainwork/contracts';
import { formatDate } from '../lib/day-formats.ts';

/**
 * A referral reward's chain (shared → applied → hire confirmed → employer paid → issued) as an ordered
 * list: each step done with its date, or not yet; the last step done is the current one.
 */
export function RewardChain({ chain, label }: { chain: TRewardChainStep[]; label: string }) {
  const lastDone = chain.reduce((last, step, index) => (step.at ? index : last), -1);
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-2 mb-0 small" aria-label={label}>
      {chain.map((step, index) => (
        <li
          key={step.step}
          aria-current={index === lastDone ? 'step' : undefined}
          className={`d-flex align-items-center gap-1 ${step.at ? '' : 'text-body-secondary'}`}
        >
          <span
            aria-hidden="true"
            className={`rounded-circle d-inline-block ${step.at ? 'bg-success' : 'border border-secondary'}`}
            style={{ width: '0.6rem', height: '0.6rem' }}
          />
          <span>
            {REWARD_CHAIN_STEP_LABELS[step.step]}
            {': '}
            {step.at ? formatDate(step.at) : 'not yet'}
          </span>
          {index < chain.length - 1 ? (
            <span aria-hidden="true" className="text-body-secondary">
              →
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
