import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render-app.tsx';
import PrivacyPage from './privacy-page.tsx';

describe('PrivacyPage', () => {
  it('shows the version, the cookies and the under-13 rule', async () => {
    renderWithApp([{ path: '/privacy', element: <PrivacyPage /> }], { initialPath: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Version 1.0 — Revised March 2024')).toBeInTheDocument();
    const cookies = screen.getByRole('table', { name: 'Cookies the Service sets' });
    for (const name of ['mw_session', 'mw_vid', 'job_search', 'sl-jid-{job_id}']) {
      expect(within(cookies).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(within(cookies).getByRole('row', { name: /sl-jid/ })).toHaveTextContent('30 days');
    expect(screen.getByText(/MainWork does not allow users under 13\./)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });
});
