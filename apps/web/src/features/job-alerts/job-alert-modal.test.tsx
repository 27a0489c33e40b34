import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import type { TSavedJobSearch } from '@mainwork/contracts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderWithApp, ROLE_PERMISSIONS, userWith } from '../../testing/render-app.tsx';
import JobAlertModal from './job-alert-modal.tsx';

/** The search in force on /jobs, as the job search keeps it: its chosen filters carry their names. */
const SHOWN_SEARCH: TSavedJobSearch = {
  what_search_text: 'Nurse',
  where_search_text: 'Boston, MA',
  radius: 25,
  sort: 'date',
  page: 1,
  filters: { job_type_id_eq: { value: 1, name: 'Full-time' } },
};
/** What the alert saves of it. */
const SEARCH = {
  what_search_text: 'Nurse',
  where_search_text: 'Boston, MA',
  radius: 25,
  filters: { job_type_id_eq: 1 },
};

function Opener() {
  const { openModal } = useModal();
  return (
    <button type="button" onClick={() => openModal('JobAlertModal', { search: SHOWN_SEARCH })}>
      Get alerts for this search
    </button>
  );
}

function renderOpener(signedIn: boolean) {
  return renderWithApp(
    [
      { path: '/jobs', element: <Opener /> },
      { path: '/job_alerts', element: <p>Your alerts</p> },
    ],
    {
      user: signedIn ? userWith(ROLE_PERMISSIONS.Hunter, { email: 'hunter@example.com' }) : null,
      initialPath: '/jobs',
      modals: { JobAlertModal: JobAlertModal as unknown as ComponentType<ModalComponentProps> },
    },
  );
}

const sentBody = (spy: ReturnType<typeof mockApi>, path: string) => {
  const call = spy.mock.calls.find(([input]) => new URL(String(input), 'http://x').pathname === path);
  return JSON.parse(String(call![1]!.body)) as unknown;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Get alerts for this search', () => {
  it('asks a visitor for an e-mail address, subscribes the search and says to confirm from the e-mail', async () => {
    const spy = mockApi({
      'POST /api/v1/job_alerts': [202, { message: 'Check your e-mail.' }],
    });
    renderOpener(false);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(await within(dialog).findByTestId('alert-search')).toHaveTextContent('Nurse near Boston, MA, Full-time');
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: /Daily/ })).toBeChecked();

    await userEvent.type(email, 'visitor@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Weekly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await within(dialog).findByText('Check your e-mail to confirm this alert.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(sentBody(spy, '/api/v1/job_alerts')).toEqual({
      job_alert: { ...SEARCH, frequency: 'weekly', active: true, email: 'visitor@example.com' },
    });
  });

  it("shows the server's message under the e-mail field and keeps the form", async () => {
    mockApi({
      'POST /api/v1/job_alerts': [422, { error: { email: ['Enter an e-mail address like name@example.com.'] } }],
    });
    renderOpener(false);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/An unknown error has occurred/)).not.toBeInTheDocument();
  });

  it("shows the server's sentence about a field the dialog has no input for, never an unknown error", async () => {
    mockApi({
      'POST /api/v1/me/job_alerts': [422, { error: { radius: ['Search radius must be at most 100.'] } }],
    });
    renderOpener(true);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText('Search radius must be at most 100.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/An unknown error has occurred/)).not.toBeInTheDocument();
  });

  it("saves a signed-in user's alert at once with the chosen frequency and links to the alerts", async () => {
    const spy = mockApi({
      'POST /api/v1/me/job_alerts': [201, { id: 4, ...SEARCH, frequency: 'instant', active: true, last_sent_at: null }],
    });
    renderOpener(true);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get alerts for this search' });
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).getByText('hunter@example.com')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Instantly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    expect(await within(dialog).findByText(/Your job alert is saved\./)).toBeInTheDocument();
    expect(sentBody(spy, '/api/v1/me/job_alerts')).toEqual({
      job_alert: { ...SEARCH, frequency: 'instant', active: true },
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'See your job alerts' }));
    expect(await screen.findByText('Your alerts')).toBeInTheDocument();
  });

  it("says why an alert could not be saved in a red alert (the server's message)", async () => {
    mockApi({
      'POST /api/v1/me/job_alerts': [422, { error: 'You already have 10 job alerts.' }],
    });
    renderOpener(true);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts for this search' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText('You already have 10 job alerts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save alert' })).toBeEnabled();
  });
});
