import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import UnsubscribedPage from './unsubscribed-page.tsx';

const renderPage = (token: string) =>
  renderWithApp([{ path: '/unsubscribed', element: <UnsubscribedPage /> }], {
    user: null,
    initialPath: `/unsubscribed?token=${encodeURIComponent(token)}`,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/unsubscribed', () => {
  it("confirms the link's one-click unsubscribe, signed in or not, and says what was turned off", async () => {
    const spy = mockApi({
      'POST /api/v1/unsubscribe': [
        200,
        { kind: 'referral_updates', message: 'You will no longer get referral updates e-mails.' },
      ],
    });
    renderPage('7.referral_updates.signature');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get referral updates e-mails.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute('href', '/me');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(new URL(String(spy.mock.calls[0]![0]), 'http://x').searchParams.get('token')).toBe(
      '7.referral_updates.signature',
    );
  });

  it('says so when the link is not valid', async () => {
    mockApi({ 'POST /api/v1/unsubscribe': [400, { error: 'This unsubscribe link is not valid.' }] });
    renderPage('forged');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are unsubscribed' })).not.toBeInTheDocument();
  });
});
