import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
  it('is a labelled phone field before its mask has loaded, and masks what was typed in it, in place, once it is there', async () => {
    render(<Phone />);
    const field = screen.getByLabelText('Phone*');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('aria-describedby', 'phone-hint');
    expect(field).toHaveAttribute('aria-required', 'true');
    field.focus();
    fireEvent.change(field, { target: { value: '6175551234' } });

    expect(await screen.findByDisplayValue('(617)-555-1234')).toBe(field);
    expect(screen.getByLabelText('value')).toHaveTextContent('(617)-555-1234');
    expect(field).toHaveFocus();
  });

  it('keeps the digits typed into the server-drawn field, hydrated, whenever its mask arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Phone />);
    document.body.append(container);
    const served = container.querySelector('input')!;
    await act(async () => {
      hydrateRoot(container, <Phone />);
    });
    fireEvent.change(served, { target: { value: '617555' } });

    expect(await screen.findByDisplayValue('(617)-555')).toBe(served);
    expect(screen.getByLabelText('value')).toHaveTextContent('(617)-555');
    fireEvent.change(served, { target: { value: '(617)-555-1' } });
    expect(screen.getByLabelText('value')).toHaveTextContent('(617)-555-1');
    container.remove();
  });

  it('masks a value set from outside, and marks itself invalid with the form-control classes', async () => {
    render(<PhoneInput id="p" name="phone" value="6175551234" onChange={() => {}} invalid describedBy={undefined} />);
    const field = await screen.findByDisplayValue('(617)-555-1234');
    expect(field).toHaveClass('form-control', 'is-invalid');
    expect(field).toHaveAttribute('placeholder', '(999)-999-9999');
  });
});
