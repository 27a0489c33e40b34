import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import ConfirmJobAlertPage from './confirm-job-alert-page.tsx';

const renderPage = (token: string) =>
  renderWithApp([{ path: '/job_alerts/confirm', element: <ConfirmJobAlertPage /> }], {
    user: null,
    initialPath: `/job_alerts/confirm?token=${encodeURIComponent(token)}`,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/job_alerts/confirm', () => {
  it("sends the link's token once and says the alert is on", async () => {
    const spy = mockApi({ 'POST /api/v1/job_alerts/confirm': [200, { message: 'Confirmed.' }] });
    renderPage('12.confirm.signature');
    expect(await screen.findByRole('heading', { name: 'Your job alert is on.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(new URL(String(spy.mock.calls[0]![0]), 'http://x').searchParams.get('token')).toBe('12.confirm.signature');
  });

  it("shows the server's message when the link is not valid", async () => {
    mockApi({ 'POST /api/v1/job_alerts/confirm': [400, { error: 'This confirmation link is not valid.' }] });
    renderPage('forged');
    expect(await screen.findByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your job alert is on.' })).not.toBeInTheDocument();
  });
});
