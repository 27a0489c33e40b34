import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAtWidth } from '../../testing/window-width.ts';
import type { TMyShareLink } from '@mainwork/contracts';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import MyShareLinksPage from './my-share-links-page.tsx';

const renderPage = () =>
  renderWithApp([{ path: '/my_share_links', element: <MyShareLinksPage /> }], {
    user: userWith(ROLE_PERMISSIONS.Hunter),
    initialPath: '/my_share_links',
  });

const shareLink = (overrides: Partial<TMyShareLink> = {}): TMyShareLink => ({
  id: 1,
  job_id: 5,
  job_title: 'Senior Product Designer',
  job_active: true,
  views_count: 3,
  applications_count: 1,
  share_link_key: 'hP7vQ2xLm9Ka',
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const noRewards: Record<string, Reply> = {
  'GET /api/v1/me/rewards': [200, []],
  'GET /api/v1/me/payout_account': [409, { error: 'Automatic payouts are not set up on this site.' }],
};

describe('My share links', () => {
  it('lists views and applications per link, with a copy control for live jobs only', async () => {
    mockApi({
      ...noRewards,
      'GET /api/v1/me/share_links': [
        200,
        [
          shareLink(),
          shareLink({ id: 2, job_id: 6, job_title: 'Closed Barista Role', job_active: false, views_count: 0 }),
        ],
      ],
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading your share links…')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'My Share Links' })).toBeInTheDocument();
    const [live, closed] = within(screen.getByRole('table')).getAllByRole('row').slice(1);

    const first = within(live!);
    expect(first.getByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute('href', '/jobs/5');
    expect(first.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      '1',
      expect.stringContaining(`${window.location.origin}/s/hP7vQ2xLm9Ka`),
    ]);
    await user.click(first.getByRole('button', { name: 'Copy share link for Senior Product Designer' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/hP7vQ2xLm9Ka`);
    expect(first.getByRole('button', { name: /^Copied!/ })).toBeInTheDocument();

    const second = within(closed!);
    expect(second.queryByRole('link')).not.toBeInTheDocument();
    expect(second.getByText('Closed Barista Role')).toBeInTheDocument();
    expect(second.queryByRole('button')).not.toBeInTheDocument();
    expect(second.queryByText(/\/s\//)).not.toBeInTheDocument();
  });

  it('shows each link as a card with Copy on phones, the address breaking only after a slash', async () => {
    showAtWidth(375);
    mockApi({
      ...noRewards,
      'GET /api/v1/me/share_links': [
        200,
        [shareLink(), shareLink({ id: 2, job_id: 6, job_title: 'Closed Barista Role', job_active: false })],
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your share links' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [live, closed] = within(list).getAllByTestId('share-link-card');
    const first = within(live!);
    expect(first.getByRole('link', { name: 'Senior Product Designer' })).toHaveAttribute('href', '/jobs/5');
    expect(first.getByText('3 views · 1 application')).toBeInTheDocument();
    const url = `${window.location.origin}/s/hP7vQ2xLm9Ka`;
    const address = live!.querySelector('code')!;
    expect(address).toHaveTextContent(url);
    // Break opportunities only after each '/': never inside the host or the key.
    expect([...address.childNodes].map((part) => part.textContent)).toEqual(url.split(/(?<=\/)/));
    expect(address.querySelectorAll('wbr')).toHaveLength(url.split('/').length - 1);
    await user.click(first.getByRole('button', { name: 'Copy share link for Senior Product Designer' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(closed!).getByText('Job closed')).toBeInTheDocument();
    expect(within(closed!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing was shared yet', async () => {
    mockApi({ ...noRewards, 'GET /api/v1/me/share_links': [200, []] });
    renderPage();
    expect(await screen.findByText(/You have not shared any jobs yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs to share' })).toHaveAttribute('href', '/jobs');
  });

  it("shows the server's message when the list does not load", async () => {
    mockApi({ ...noRewards, 'GET /api/v1/me/share_links': [401, { error: 'Please sign in.' }] });
    renderPage();
    expect(await screen.findByText('Please sign in.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
