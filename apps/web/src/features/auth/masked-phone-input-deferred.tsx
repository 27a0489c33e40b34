import { IMaskInput } from 'react-imask';
import { phoneFieldAttributes, type PhoneInputProps } from './phone-input.tsx';

/** The phone mask of spec §9, (999)-999-9999. */
const PHONE_MASK = '(000)-000-0000';

/** The phone field with its mask: the masking library, loaded when the field first shows (`PhoneInput`). */
export default function MaskedPhoneInput({ id, name, value, onChange, invalid, describedBy }: PhoneInputProps) {
  return (
    <IMaskInput
      id={id}
      name={name}
      {...phoneFieldAttributes({ invalid, describedBy })}
      mask={PHONE_MASK}
      value={value}
      onAccept={(accepted: string) => onChange(accepted)}
    />
  );
}
