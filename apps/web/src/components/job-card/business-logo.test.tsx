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

  it('shows a neutral icon, hidden from assistive technology, when there is no logo', () => {
    const { container } = render(<BusinessLogo name="Cafe" logo={null} size={40} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
