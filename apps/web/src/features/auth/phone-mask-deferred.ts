import { InputMask } from 'imask';

/** The phone mask of spec §9, (999)-999-9999. */
const PHONE_MASK = '(000)-000-0000';

/**
 * Masks a phone field in place, from what it holds now (typed before the mask loaded), and tells each masked
 * value it takes: the masking library, loaded when the field first shows (`PhoneInput`).
 */
export function attachPhoneMask(
  input: HTMLInputElement,
  onAccept: (value: string) => void,
): InputMask<{ mask: string }> {
  const typed = input.value;
  const mask = new InputMask(input, { mask: PHONE_MASK });
  mask.on('accept', () => onAccept(mask.value));
  if (mask.value !== typed) onAccept(mask.value);
  return mask;
}
