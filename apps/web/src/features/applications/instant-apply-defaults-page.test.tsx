import { DOCUMENT_HINT } from '../../components/file-picker.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import InstantApplyDefaultsPage from './instant-apply-defaults-page.tsx';
import { makeDefaults } from '../../testing/application-test-data.ts';

const candidate = userWith(ROLE_PERMISSIONS.Hunter);
const renderPage = () =>
  renderWithApp([{ path: '/instant_apply_defaults', element: <InstantApplyDefaultsPage /> }], {
    user: candidate,
    initialPath: '/instant_apply_defaults',
  });

const saved = makeDefaults({
  resume_url: '/api/v1/me/default_application/resume',
  resume_filename: 'Dana Resume.pdf',
});

const field = (label: RegExp | string) => screen.getByLabelText(label);
const edit = () => userEvent.click(screen.getByRole('button', { name: 'Edit Instant Apply defaults' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Instant Apply defaults page', () => {
  it('shows the saved defaults read-only, with the saved file names', async () => {
    mockApi({ 'GET /api/v1/me/default_application': [200, saved] });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your Instant Apply defaults…');
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(field('First name')).toBeDisabled();
    expect(field('Phone')).toHaveValue('(617)-555-0123');
    expect(field('Resume')).toHaveAccessibleDescription(`Dana Resume.pdf ${DOCUMENT_HINT}`);
    expect(field('Cover letter')).toHaveAccessibleDescription(`No file chosen ${DOCUMENT_HINT}`);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instant Apply Defaults' })).toBeInTheDocument();
  });

  it('saves changes with PUT, reloads them, leaves edit mode and says so', async () => {
    const changed = { ...saved, last_name: 'Reyes-Smith', cover_letter_filename: 'cl.pdf' };
    const server: Record<string, Reply> = {
      'GET /api/v1/me/default_application': [200, saved],
      'PUT /api/v1/me/default_application': [200, changed],
    };
    const fetchSpy = mockApi(server);
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First name');
    await edit();
    expect(field('First name')).toBeEnabled();
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Reyes-Smith');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '617.555.0100');
    expect(field('Phone')).toHaveValue('6175550100');
    await user.upload(field('Cover letter'), new File(['%PDF'], 'cl.pdf', { type: 'application/pdf' }));
    server['GET /api/v1/me/default_application'] = [200, changed];
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully updated Instant Apply defaults.');
    await waitFor(() =>
      expect(fetchSpy.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET')).toHaveLength(2),
    );
    expect(field('Last name')).toBeDisabled();
    expect(field('Last name')).toHaveValue('Reyes-Smith');
    expect(field('Cover letter')).toHaveAccessibleDescription(`cl.pdf ${DOCUMENT_HINT}`);
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const form = put[1]!.body as FormData;
    expect(form.get('default_application[last_name]')).toBe('Reyes-Smith');
    expect(form.get('default_application[phone]')).toBe('6175550100');
    expect((form.get('default_application[cover_letter]') as File).name).toBe('cl.pdf');
    expect(form.has('default_application[resume]')).toBe(false);
  });

  it('cancelling restores the saved values, forgets chosen files and clears errors', async () => {
    mockApi({
      'GET /api/v1/me/default_application': [200, saved],
      'PUT /api/v1/me/default_application': [422, { error: { email: ['is invalid'] } }],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First name');
    await edit();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await user.upload(field('Resume'), new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is invalid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(field('Email')).toHaveValue('dana@example.com');
    expect(field('Email')).toBeDisabled();
    expect(field('Resume')).toHaveAccessibleDescription(`Dana Resume.pdf ${DOCUMENT_HINT}`);
    expect(screen.queryByText('is invalid')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await edit();
    expect(field('Email')).toHaveValue('dana@example.com');
    expect((field('Resume') as HTMLInputElement).files).toHaveLength(0);
  });

  it('on failure says so, shows the field errors and focuses the first field to fix', async () => {
    mockApi({
      'GET /api/v1/me/default_application': [200, saved],
      'PUT /api/v1/me/default_application': [
        422,
        { error: { phone: ['must have 10 digits'], resume: ['must be a PDF'] } },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First name');
    await edit();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Instant Apply defaults have failed to update.');
    expect(field('Phone')).toHaveAccessibleDescription('must have 10 digits');
    expect(field('Phone')).toHaveFocus();
    expect(field('Resume')).toHaveAccessibleDescription(/must be a PDF/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('disables Save while saving', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({ 'GET /api/v1/me/default_application': [200, saved] });
    const answered = calls.getMockImplementation()!;
    calls.mockImplementation((input, init) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : answered(input, init),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('First name');
    await edit();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel editing' })).toBeDisabled();
    answer(new Response(JSON.stringify(saved), { status: 200 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully updated Instant Apply defaults.');
  });

  it('without defaults says so, and creates them with POST', async () => {
    const created = makeDefaults({ id: 9, first_name: 'New', last_name: null, email: null, phone: null });
    const server: Record<string, Reply> = {
      'GET /api/v1/me/default_application': [404, { error: 'We are sorry. Instant Apply defaults do not exist.' }],
      'POST /api/v1/me/default_application': [201, created],
    };
    const fetchSpy = mockApi(server);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('We are sorry. Instant Apply defaults do not exist.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Instant Apply defaults' }));
    expect(field('First name')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByText('We are sorry. Instant Apply defaults do not exist.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Instant Apply defaults' }));
    await user.type(field('First name'), 'New');
    server['GET /api/v1/me/default_application'] = [200, created];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Successfully created Instant Apply defaults.');
    await waitFor(() => expect(field('First name')).toBeDisabled());
    expect(field('First name')).toHaveValue('New');
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]!.body as FormData).get('default_application[first_name]')).toBe('New');
  });

  it('shows a load failure', async () => {
    mockApi({ 'GET /api/v1/me/default_application': [500, { error: 'Something went wrong.' }] });
    renderPage();
    const main = await screen.findByText('Something went wrong.');
    expect(within(main.closest('.alert') as HTMLElement).getByText('Something went wrong.')).toBeInTheDocument();
  });
});
