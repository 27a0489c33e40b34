import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

function Phone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="phone">Phone*</label>
      <PhoneInput id="phone" name="phone" value={value} onChange={setValue} invalid={false} describedBy="phone-hint" />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe("sign-up's phone field", () => {
  it('is a labelled phone field before its mask has loaded, and masks what was typed in it once the mask is there', async () => {
    render(<Phone />);
    const plain = screen.getByLabelText('Phone*');
    expect(plain).toHaveAttribute('type', 'tel');
    expect(plain).toHaveAttribute('aria-describedby', 'phone-hint');
    expect(plain).toHaveAttribute('aria-required', 'true');
    fireEvent.change(plain, { target: { value: '6175551234' } });

    expect(await screen.findByDisplayValue('(617)-555-1234')).toBe(screen.getByLabelText('Phone*'));
    expect(screen.getByLabelText('value')).toHaveTextContent('(617)-555-1234');
    expect(plain).not.toBeInTheDocument();
  });

  it('marks itself invalid with the form-control classes', async () => {
    render(<PhoneInput id="p" name="phone" value="" onChange={() => {}} invalid describedBy={undefined} />);
    expect(await screen.findByPlaceholderText('(999)-999-9999')).toHaveClass('form-control', 'is-invalid');
  });
});
