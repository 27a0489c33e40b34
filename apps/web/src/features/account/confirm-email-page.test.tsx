import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import ConfirmEmailPage from './confirm-email-page.tsx';

const renderPage = (token: string) =>
  renderWithApp([{ path: '/confirm_email', element: <ConfirmEmailPage /> }], {
    user: null,
    initialPath: `/confirm_email?token=${encodeURIComponent(token)}`,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/confirm_email', () => {
  it("sends the link's token once and says what the server did", async () => {
    const spy = mockApi({
      'POST /api/v1/users/confirm_email': [200, { message: 'Your account now uses this e-mail address.' }],
      'GET /auth/verify_token': [200, null],
    });
    renderPage('abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Your account now uses this e-mail address.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'User Settings' })).toHaveAttribute('href', '/me');
    const posts = spy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new URL(String(posts[0]![0]), 'http://x').searchParams.get('token')).toBe('abc_DEF-123');
  });

  it("shows the server's message when the link has expired or was used", async () => {
    mockApi({ 'POST /api/v1/users/confirm_email': [400, { error: 'This confirmation link has expired.' }] });
    renderPage('used');
    expect(await screen.findByText('This confirmation link has expired.')).toBeInTheDocument();
  });
});
