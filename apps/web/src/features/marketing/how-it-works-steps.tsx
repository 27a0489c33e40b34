import type { ReactNode } from 'react';
import { Icon, type IconSvg } from '../../components/icon.tsx';

/** One step of a marketing page: an icon, a title and a short text. */
export type Step = { icon: IconSvg; title: string; text: ReactNode };

/** Numbered steps side by side (stacked on small screens), each titled by an h2. */
export function HowItWorksSteps({ steps, label }: { steps: Step[]; label: string }) {
  return (
    <ol className="row g-4 list-unstyled mb-0" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className="col-md-4">
          <div className="h-100 text-center p-4 border rounded-3 bg-body">
            <span
              className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary fs-2 mb-3"
              style={{ width: '4rem', height: '4rem' }}
            >
              <Icon icon={step.icon} />
            </span>
            <h2 className="h5">
              <span className="d-block small text-uppercase text-body-secondary fw-normal mb-1">
                Step {index + 1}
                <span className="visually-hidden">:</span>
              </span>{' '}
              {step.title}
            </h2>
            <p className="mb-0 text-body-secondary">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
