import { useEffect, useRef } from 'react';
import type { InputMask } from 'imask';

export type PhoneInputProps = {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy: string | undefined;
};

/**
 * Sign-up's phone field, masked as (999)-999-9999 (spec §9). Only the Employer tab shows it, so the masking
 * library (13 kB brotli) loads when the field first shows, not with /signup (decision 076). The mask is put on
 * the field itself, the one the server drew and the page hydrated: what was typed before it loaded stays, is
 * masked, and the caret stays in the field. (A field swapped for the library's own, drawn in a Suspense
 * boundary, lost the digits typed into the server's field before it arrived.)
 */
export function PhoneInput({ id, name, value, onChange, invalid, describedBy }: PhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask<{ mask: string }> | null>(null);
  const onChangeNow = useRef(onChange);
  useEffect(() => {
    onChangeNow.current = onChange;
  });

  useEffect(() => {
    let left = false;
    void import('./phone-mask-deferred.ts').then(({ attachPhoneMask }) => {
      if (left || !input.current) return;
      mask.current = attachPhoneMask(input.current, (masked) => onChangeNow.current(masked));
    });
    return () => {
      left = true;
      mask.current?.destroy();
      mask.current = null;
    };
  }, []);

  // A value set from outside (a form reset) is masked too; the mask's own values come back equal.
  useEffect(() => {
    if (mask.current && mask.current.value !== value) mask.current.value = value;
  }, [value]);

  return (
    <input
      ref={input}
      id={id}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(999)-999-9999"
      className={invalid ? 'form-control is-invalid' : 'form-control'}
      aria-invalid={invalid || undefined}
      aria-required
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
