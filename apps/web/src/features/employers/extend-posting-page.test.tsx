import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_LINK_MESSAGE } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import ExtendPostingPage, { EXTENDED_HEADING } from './extend-posting-page.tsx';

const renderPage = (search: string) =>
  renderWithApp([{ path: '/employers/extend_posting', element: <ExtendPostingPage /> }], {
    user: null,
    initialPath: `/employers/extend_posting${search}`,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/employers/extend_posting', () => {
  it('extends the posting with the token of the link and says until when', async () => {
    const spy = mockApi({
      'POST /api/v1/job_extensions': [
        200,
        { message: 'Your posting is open until March 3, 2027.', expires_at: '2027-03-03T12:00:00.000Z' },
      ],
    });
    renderPage('?token=7.extend.signature');
    expect(await screen.findByRole('heading', { name: EXTENDED_HEADING })).toBeInTheDocument();
    expect(screen.getByText('Your posting is open until March 3, 2027.')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('says a link without its token is incomplete, sends nothing, and never shows a validator message', async () => {
    const spy = mockApi({});
    for (const search of ['', '?token=']) {
      const { unmount } = renderPage(search);
      expect(await screen.findByText(INCOMPLETE_LINK_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByText(/invalid|token|unknown error/i)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
      unmount();
    }
    expect(spy).not.toHaveBeenCalled();
  });
});
