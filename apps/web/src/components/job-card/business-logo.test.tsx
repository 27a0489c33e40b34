import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessLogo } from './business-logo.tsx';

describe('BusinessLogo', () => {
  it("shows a card's small logo from its thumbnail, a header's from the logo itself", () => {
    render(
      <>
        <BusinessLogo name="Cafe" logo="/api/v1/files/7" size={40} />
        <BusinessLogo name="Bakery" logo="/api/v1/files/8" size={80} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Cafe logo' })).toHaveAttribute('src', '/api/v1/files/7?size=thumbnail');
    expect(screen.getByRole('img', { name: 'Bakery logo' })).toHaveAttribute('src', '/api/v1/files/8');
  });

  it("shows a tile of the name's initials in the name's colour, hidden from assistive technology, without a logo", () => {
    render(
      <>
        <BusinessLogo name="Greater Boston Chamber of Commerce" logo={null} size={40} />
        <BusinessLogo name="The Daily Grind" logo={null} size={40} />
        <BusinessLogo name="Greater Boston Chamber of Commerce" logo={null} size={80} />
      </>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const [chamber, grind, chamberLarge] = screen.getAllByTestId('initials-tile');
    expect(chamber).toHaveTextContent('GB');
    expect(grind).toHaveTextContent('DG');
    expect(chamber).toHaveAttribute('aria-hidden', 'true');
    const tileClass = (tile: HTMLElement | undefined) =>
      [...tile!.classList].find((name) => name.startsWith('mw-tile-'));
    expect(tileClass(chamber)).toMatch(/^mw-tile-[0-7]$/);
    // The same name, the same colour, at any size.
    expect(tileClass(chamberLarge)).toBe(tileClass(chamber));
  });
});
