import { IMaskInput } from 'react-imask';
import type { PhoneInputProps } from './phone-input.tsx';

/** The phone mask of spec §9, (999)-999-9999. */
const PHONE_MASK = '(000)-000-0000';

/** The phone field with its mask: the masking library, loaded when the field first shows (`PhoneInput`). */
export default function MaskedPhoneInput({ value, onChange, invalid, describedBy, ...input }: PhoneInputProps) {
  return (
    <IMaskInput
      {...input}
      mask={PHONE_MASK}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(999)-999-9999"
      value={value}
      onAccept={(accepted: string) => onChange(accepted)}
      className={invalid ? 'form-control is-invalid' : 'form-control'}
      aria-invalid={invalid || undefined}
      aria-required
      aria-describedby={describedBy}
    />
  );
}
