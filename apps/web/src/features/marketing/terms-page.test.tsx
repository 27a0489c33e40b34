import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-app.tsx';
import TermsPage from './terms-page.tsx';

const renderTerms = async () => {
  renderWithApp([{ path: '/terms', element: <TermsPage /> }], { initialPath: '/terms' });
  return screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
};

describe('TermsPage', () => {
  it('shows the version line', async () => {
    await renderTerms();
    expect(screen.getByText('Version 2.0 — May 2025')).toBeInTheDocument();
  });

  it('states every figure of the spec', async () => {
    await renderTerms();
    const text = document.body.textContent!.replace(/\s+/g, ' ');
    for (const figure of [
      '18 years of age or older',
      'located in the United States',
      'within 30 days',
      'within 14 business days',
      'within 48 hours',
      'the lesser of 1.5 percent per month or the maximum rate permitted by law',
      'the greater of the fees you paid MainWork in the twelve months',
      '$50',
      '$10,000',
      '$2,500',
      'within 100 miles',
      "at least 14 days' notice",
      'Commonwealth of Massachusetts',
      'employers, referrers and candidates',
    ]) {
      expect(text, figure).toContain(figure);
    }
  });

  it('has section 12 with subsections 12.1 to 12.16, the arbitration agreement from 12.5', async () => {
    await renderTerms();
    const section12 = screen.getByRole('region', { name: /^12\. / });
    const subheadings = within(section12)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent!.split(' ')[0]);
    expect(subheadings).toEqual(Array.from({ length: 16 }, (_, index) => `12.${index + 1}`));
    expect(screen.getByRole('heading', { level: 3, name: '12.5 Agreement to Arbitrate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^12\.16 / })).toBeInTheDocument();
  });

  it('links each table-of-contents entry to its section', async () => {
    await renderTerms();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent!);
    }
  });

  it('ends with the contact block', async () => {
    await renderTerms();
    const address = document.querySelector('address')!;
    expect(address).toHaveTextContent('MainWork, Inc.');
    expect(address).toHaveTextContent('100 Example Street');
    expect(address).toHaveTextContent('Boston, MA 02108');
    expect(within(address).getByRole('link', { name: '(617)-555-0100' })).toHaveAttribute('href', 'tel:+16175550100');
    expect(within(address).getByRole('link', { name: 'support@mainwork.example' })).toBeInTheDocument();
  });
});
