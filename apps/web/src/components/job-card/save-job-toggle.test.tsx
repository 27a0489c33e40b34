import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../testing/job-test-data.ts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../../testing/render-app.tsx';
import { fakeSavedJobsApi } from '../../testing/saved-jobs-api.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import type { LoginReason } from '../../lib/auth/sign-up-reason.ts';
import type { ModalComponentProps } from '../modal-root.tsx';
import { SaveJobToggle } from './save-job-toggle.tsx';

/**
 * The login modal as the toggle relies on it (its own tests show the real one keeps this contract): it says
 * why it opened, logs in, closes and goes on with `onLoggedIn`.
 */
function LoginModalStub({ show, onHide, reason, onLoggedIn }: ModalComponentProps<LoginReason>) {
  const { login } = useAuth();
  if (!show) return null;
  return (
    <div role="dialog" aria-label="Log in">
      <p>{reason}</p>
      <button
        type="button"
        onClick={async () => {
          const user = await login({ email: 'someone@example.com', password: 'secret123' });
          onHide();
          onLoggedIn?.(user);
        }}
      >
        Log in
      </button>
    </div>
  );
}

const JOB = makeJob({ id: 5, title: 'Barista' });
const HUNTER = userWith(ROLE_PERMISSIONS.Hunter);

function renderToggle(user: ReturnType<typeof userWith> | null, path = '/jobs') {
  return renderWithApp(
    [
      {
        path: '/jobs',
        element: (
          <>
            <h2 id="title">{JOB.title}</h2>
            <SaveJobToggle job={JOB} describedBy="title" />
          </>
        ),
      },
    ],
    {
      user,
      initialPath: path,
      modals: { LoginModal: LoginModalStub as unknown as ComponentType<ModalComponentProps> },
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Save job toggle', () => {
  it('saves and unsaves with a click, pressed at once, the server told each time', async () => {
    const api = fakeSavedJobsApi({ jobs: [JOB] });
    const user = userEvent.setup();
    renderToggle(HUNTER);

    const toggle = await screen.findByRole('button', { name: 'Save job', pressed: false });
    await waitFor(() => expect(api.calls()).toEqual(['GET /api/v1/me/saved_jobs']));
    expect(toggle).toHaveAccessibleDescription('Barista');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBe(toggle);
    await waitFor(() => expect(api.rows.map((row) => row.job_id)).toEqual([5]));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Save job', pressed: false })).toBe(toggle);
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/v1/me/saved_jobs/5'));
    await waitFor(() => expect(api.rows).toEqual([]));
  });

  it('works from the keyboard: Enter saves, Space unsaves', async () => {
    fakeSavedJobsApi({ jobs: [JOB] });
    const user = userEvent.setup();
    renderToggle(HUNTER);
    await screen.findByRole('button', { name: 'Save job' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save job' })).toBeEnabled());

    await user.tab();
    expect(screen.getByRole('button', { name: 'Save job' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Save job', pressed: false })).toHaveFocus();
  });

  it('goes back and says why when the server refuses', async () => {
    const api = fakeSavedJobsApi({ jobs: [JOB] });
    const user = userEvent.setup();
    renderToggle(HUNTER);
    await waitFor(() => expect(api.calls()).toEqual(['GET /api/v1/me/saved_jobs']));

    api.refuseNext(404, 'Job not found.');
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found.');
    expect(screen.getByRole('button', { name: 'Save job', pressed: false })).toBeInTheDocument();
  });

  it('shows a saved job as saved', async () => {
    fakeSavedJobsApi({ saved: [{ job_id: 5, saved_at: new Date().toISOString(), job: JOB, closed: false }] });
    renderToggle(HUNTER);
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });

  it('is not there for employers and admins, who cannot save jobs, nor in a frame', async () => {
    const api = fakeSavedJobsApi();
    for (const role of ['Employer', 'Admin'] as const) {
      const { unmount } = renderToggle(userWith(ROLE_PERMISSIONS[role], { role }));
      expect(await screen.findByRole('heading', { name: 'Barista' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
    renderToggle(HUNTER, '/jobs?frame');
    expect(await screen.findByRole('heading', { name: 'Barista' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('opens the login modal for a visitor, saying why, and saves the job once they are in', async () => {
    const api = fakeSavedJobsApi({ jobs: [JOB], loginAs: HUNTER });
    const user = userEvent.setup();
    renderToggle(null);

    await user.click(await screen.findByRole('button', { name: 'Save job', pressed: false }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveTextContent('Log in to save this job.');
    expect(api.calls()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(api.calls()).toContain('PUT /api/v1/me/saved_jobs/5'));
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });
});
