import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAtWidth } from '../../testing/window-width.ts';
import { useModal } from '../../components/modal-root.tsx';
import { mockApi } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { makeJob } from '../../testing/job-test-data.ts';
import ShareJobModal from './share-job-modal.tsx';

function Opener() {
  const { openModal } = useModal();
  return (
    <button type="button" onClick={() => openModal('ShareJobModal', { job: makeJob() })}>
      Share
    </button>
  );
}

async function openShareModal() {
  const user = userEvent.setup();
  renderWithApp(
    [
      { path: '/', element: <Opener /> },
      { path: '/my_share_links', element: <h1>My share links page</h1> },
    ],
    { user: userWith(ROLE_PERMISSIONS.Hunter), modals: { ShareJobModal: ShareJobModal as never } },
  );
  await user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share job: Senior Product Designer' });
  return { user, dialog: within(dialog) };
}

const link = `${window.location.origin}/s/hP7vQ2xLm9Ka`;
const keyAnswer = () => mockApi({ 'GET /api/v1/jobs/5/share_link_key': [200, { share_link_key: 'hP7vQ2xLm9Ka' }] });

/** Makes the window as narrow as a phone (spec §9: at most 767 px). */
function onAPhone(share?: (data: ShareData) => Promise<void>) {
  showAtWidth(375);
  if (share) vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Share job modal', () => {
  it("shows the user's share link read-only with the referral note, and copies it", async () => {
    const fetchSpy = keyAnswer();
    const { user, dialog } = await openShareModal();
    const field = await dialog.findByLabelText('Share link');
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      'Your friend must apply using this link and be hired through it for you to earn the referral bonus.',
    );
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/v1/jobs/5/share_link_key');

    await user.click(dialog.getByRole('button', { name: 'Copy share link' }));
    expect(dialog.getByRole('button', { name: 'Copied! share link' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('on a desktop, shares to Facebook and Twitter in a 550x400 popup and by e-mail', async () => {
    keyAnswer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openShareModal();
    await dialog.findByLabelText('Share link');
    await user.click(dialog.getByRole('button', { name: 'Facebook' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
      'share',
      expect.stringMatching(/^width=550,height=400,/),
    );
    await user.click(dialog.getByRole('button', { name: 'Twitter' }));
    expect(open.mock.calls[1]![0]).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=Senior%20Product%20Designer`,
    );
    expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=Senior%20Product%20Designer&body=${encodeURIComponent(`Senior Product Designer\n${link}`)}`,
    );
  });

  it("on a phone, opens the system's share sheet", async () => {
    keyAnswer();
    const share = vi.fn().mockResolvedValue(undefined);
    onAPhone(share);
    const { user, dialog } = await openShareModal();
    await user.click(await dialog.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Senior Product Designer',
      text: 'Senior Product Designer',
      url: link,
    });
    expect(dialog.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('on a phone without a share sheet, lists the networks', async () => {
    keyAnswer();
    onAPhone();
    const { dialog } = await openShareModal();
    const networks = await dialog.findByRole('group', { name: 'Share Senior Product Designer' });
    const names = within(networks)
      .getAllByRole('link')
      .map((anchor) => anchor.textContent?.replace(' (opens in a new tab)', ''));
    expect(names).toEqual([
      'WhatsApp',
      'Facebook',
      'Twitter',
      'Reddit',
      'Telegram',
      'LinkedIn',
      'VK',
      'OK.ru',
      'E-mail',
    ]);
  });

  it("shows the server's message when there is no link to give", async () => {
    mockApi({ 'GET /api/v1/jobs/5/share_link_key': [404, { error: 'Job not found.' }] });
    const { dialog } = await openShareModal();
    expect(await dialog.findByText('Job not found.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Share link')).not.toBeInTheDocument();
  });

  it('My Share Links closes the modal and goes to the page', async () => {
    keyAnswer();
    const { user, dialog } = await openShareModal();
    await user.click(dialog.getByRole('button', { name: 'My Share Links' }));
    expect(await screen.findByRole('heading', { name: 'My share links page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
