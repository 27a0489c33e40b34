import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import ExtendPostingPage, { EXTENDED_HEADING } from './extend-posting-page.tsx';

const renderPage = (token: string) =>
  renderWithApp([{ path: '/employers/extend_posting', element: <ExtendPostingPage /> }], {
    user: null,
    initialPath: `/employers/extend_posting?token=${encodeURIComponent(token)}`,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/employers/extend_posting', () => {
  it("sends the link's token once and says until when the posting stays open", async () => {
    const spy = mockApi({
      'POST /api/v1/job_extensions': [
        200,
        { message: 'Welder stays open until January 2, 2027.', expires_at: '2027-01-02T15:00:00.000Z' },
      ],
    });
    renderPage('7.1796000000000.signature');
    expect(await screen.findByRole('heading', { name: EXTENDED_HEADING })).toBeInTheDocument();
    expect(screen.getByText('Welder stays open until January 2, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/employers/dashboard');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(new URL(String(spy.mock.calls[0]![0]), 'http://x').searchParams.get('token')).toBe(
      '7.1796000000000.signature',
    );
  });

  it("shows the server's message when the link was already used", async () => {
    const used = 'This link was already used: the posting was extended once.';
    mockApi({ 'POST /api/v1/job_extensions': [409, { error: used }] });
    renderPage('7.1796000000000.signature');
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: EXTENDED_HEADING })).not.toBeInTheDocument();
  });
});
