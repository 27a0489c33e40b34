import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INCOMPLETE_LINK_MESSAGE } from '@mainwork/contracts';
import { ApiError } from '../lib/api-client.ts';
import { renderWithApp } from '../testing/render-app.tsx';
import { TokenLinkPage } from './token-link-page.tsx';

function renderPage(search: string, send: (token: string) => Promise<string>) {
  return renderWithApp(
    [
      {
        path: '/confirm',
        element: (
          <TokenLinkPage
            title="Confirm the thing"
            send={send}
            pendingLabel="Confirming the thing…"
            done={(message) => <h1>{message}</h1>}
            footer={<a href="/">Home</a>}
          />
        ),
      },
    ],
    { user: null, initialPath: `/confirm${search}` },
  );
}

describe('a page an e-mailed link opens', () => {
  it('is headed by what it is for while the link is sent, then by what was done', async () => {
    let answer: (message: string) => void = () => undefined;
    renderPage('?token=abc', () => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Confirming the thing…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm the thing');
    answer('The thing is confirmed.');
    expect(await screen.findByRole('heading', { level: 1, name: 'The thing is confirmed.' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('keeps its heading above the reason when the link fails or is incomplete', async () => {
    const { unmount } = renderPage('?token=abc', () =>
      Promise.reject(new ApiError(410, { error: 'This link has expired.' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm the thing' })).toBeInTheDocument();
    unmount();

    renderPage('', () => Promise.reject(new Error('never sent')));
    expect(await screen.findByText(INCOMPLETE_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm the thing' })).toBeInTheDocument();
  });
});
