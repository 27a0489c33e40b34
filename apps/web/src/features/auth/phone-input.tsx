import { lazy, Suspense } from 'react';

export type PhoneInputProps = {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
};

/** What the field is, with or without its mask: a required phone number, marked invalid when it is. */
export function phoneFieldAttributes({ invalid, describedBy }: Pick<PhoneInputProps, 'invalid' | 'describedBy'>) {
  return {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '(999)-999-9999',
    className: invalid ? 'form-control is-invalid' : 'form-control',
    'aria-invalid': invalid || undefined,
    'aria-required': true,
    'aria-describedby': describedBy,
  } as const;
}

const MaskedPhoneInput = lazy(() => import('./masked-phone-input-deferred.tsx'));

/**
 * Sign-up's phone field, masked as (999)-999-9999 (spec §9). Only the Employer tab shows it, so the masking
 * library (12 kB brotli) loads when the field first shows, not with /signup (decision 076); until then the field
 * is a plain one with the same label and value, and what was typed in it is masked once the library is there.
 */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense
      fallback={
        <input
          id={props.id}
          name={props.name}
          {...phoneFieldAttributes(props)}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      }
    >
      <MaskedPhoneInput {...props} />
    </Suspense>
  );
}
