import * as crypto from 'node:crypto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-app.tsx';
import { WEBHOOK_VERIFIER } from './developer-samples.ts';
import DevelopersPage from './developers-page.tsx';

const renderPage = async () => {
  renderWithApp([{ path: '/developers', element: <DevelopersPage /> }], { initialPath: '/developers' });
  return screen.findByRole('heading', { level: 1, name: 'Developers' });
};

const sample = (label: string) => screen.getByRole('figure', { name: new RegExp(label) }).querySelector('pre')!;

/** The sample as a receiver would paste it, run here as a function. */
function pastedVerifier(): (header: string, body: string, secret: string) => boolean {
  const source = WEBHOOK_VERIFIER.replace(/^import \{ (.+) \} from 'node:crypto';$/m, 'const { $1 } = crypto;').replace(
    'export function',
    'function',
  );
  return new Function('crypto', 'Buffer', `${source}\nreturn verifySignature;`)(crypto, Buffer) as never;
}

afterEach(() => vi.unstubAllGlobals());

describe('DevelopersPage', () => {
  it('has a quick start for each way to build on the site, each reachable from the contents', async () => {
    await renderPage();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Read public data from any site',
      'API keys for your systems',
      'The job widget',
      'Feeds',
      'Webhooks',
      'The API document',
    ]);
    for (const link of links) {
      const section = screen.getByRole('region', { name: link.textContent! });
      expect(section.querySelector('h2')!.id).toBe(link.getAttribute('href')!.slice(1));
    }
  });

  it('writes every sample with the site’s own address', async () => {
    await renderPage();
    const origin = window.location.origin;
    expect(sample('Search jobs with curl')).toHaveTextContent(`curl "${origin}/api/v1/jobs?what_search_text=warehouse`);
    expect(sample('Post a job')).toHaveTextContent(`${origin}/api/v1/businesses/$BUSINESS_ID/jobs`);
    expect(sample('Post a job')).toHaveTextContent('Authorization: Bearer $MAINWORK_KEY');
    expect(sample('organization’s feed')).toHaveTextContent(
      `<script src="${origin}/widget.js" data-organization="3" async></script>`,
    );
    expect(sample('one business')).toHaveTextContent('data-business="12"');
    expect(screen.getByRole('link', { name: `${origin}/api/docs` })).toHaveAttribute('href', `${origin}/api/docs`);
    expect(screen.getByRole('link', { name: `${origin}/api/docs/json` })).toBeInTheDocument();
  });

  it('names the key scopes, the rate-limit headers and the webhook events', async () => {
    await renderPage();
    const keys = screen.getByRole('region', { name: 'API keys for your systems' });
    for (const text of ['jobs:read', 'jobs:write', 'applications:read', 'RateLimit-Remaining', 'Retry-After', 'mw_'])
      expect(keys).toHaveTextContent(text);
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    for (const event of ['application.created', 'job.created', 'job.closed', 'hire.confirmed'])
      expect(within(webhooks).getByText(event)).toBeInTheDocument();
    expect(webhooks).toHaveTextContent('MainWork-Signature: t=<unix time>,v1=<signature>');
  });

  it('lets each sample be copied, and scrolled from the keyboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderPage();
    const copy = screen.getByRole('button', { name: /Copy Post a job/ });
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(sample('Post a job').textContent);
    expect(copy).toHaveTextContent('Copied!');
    for (const block of document.querySelectorAll('pre')) {
      expect(block).toHaveAttribute('tabindex', '0');
      expect(block).toHaveAccessibleName();
    }
  });

  it('shows a webhook check that accepts a signed delivery and refuses a changed or old one', () => {
    const verifySignature = pastedVerifier();
    const body = JSON.stringify({ id: 'evt_1', type: 'job.created', data: { id: 42 } });
    const sign = (time: number, text: string) =>
      `t=${time},v1=${crypto.createHmac('sha256', 'whsec_test').update(`${time}.${text}`).digest('hex')}`;
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(sign(now, body), body, 'whsec_test')).toBe(true);
    expect(verifySignature(sign(now, body), `${body} `, 'whsec_test')).toBe(false);
    expect(verifySignature(sign(now, body), body, 'another secret')).toBe(false);
    expect(verifySignature(sign(now - 3600, body), body, 'whsec_test')).toBe(false);
    expect(verifySignature('v1=abc', body, 'whsec_test')).toBe(false);
  });
});
