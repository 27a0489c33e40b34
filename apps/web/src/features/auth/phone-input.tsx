import { lazy, Suspense } from 'react';

export type PhoneInputProps = {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
};

const MaskedPhoneInput = lazy(() => import('./masked-phone-input-deferred.tsx'));

/**
 * Sign-up's phone field, masked as (999)-999-9999 (spec §9). Only the Employer tab shows it, so the masking
 * library (12 kB brotli) loads when the field first shows, not with /signup (decision 076); until then the field
 * is a plain one with the same label and value, and what was typed in it is masked once the library is there.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { value, onChange, invalid, describedBy, ...input } = props;
  return (
    <Suspense
      fallback={
        <input
          {...input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(999)-999-9999"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          aria-invalid={invalid || undefined}
          aria-required
          aria-describedby={describedBy}
        />
      }
    >
      <MaskedPhoneInput {...props} />
    </Suspense>
  );
}
