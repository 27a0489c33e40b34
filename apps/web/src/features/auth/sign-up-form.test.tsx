import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { mockApi, type Reply } from '../../testing/mock-api.ts';

const LOOKUPS: Record<string, Reply> = {
  'GET /api/v1/employer_sizes': [
    200,
    [
      { id: 1, name: '1-10' },
      { id: 2, name: '11-50' },
    ],
  ],
  'GET /api/v1/states': [200, [{ id: 22, name: 'Massachusetts', code: 'MA' }]],
};

function renderForm() {
  return renderWithApp(
    [
      { path: '/signup', element: <SignUpForm /> },
      { path: '/jobs', element: <h1>Jobs page</h1> },
      { path: '/employers/membership_signup', element: <h1>Membership page</h1> },
    ],
    { initialPath: '/signup' },
  );
}

/** The multipart body of the register call. */
function registerBody(fetchMock: ReturnType<typeof mockApi>): FormData {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/register'));
  expect(call, 'POST /auth/register was called').toBeDefined();
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
}

async function fillEmployer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Employer' }));
  await user.type(screen.getByLabelText('Business name*'), 'Acme Bakery');
  await screen.findByRole('option', { name: '11-50' });
  await user.selectOptions(screen.getByLabelText('Number of employees*'), '11-50');
  await user.type(screen.getByLabelText('Email*'), 'boss@acme.test');
  await user.type(screen.getByLabelText('Phone*'), '6175551234');
  await user.type(screen.getByLabelText('Password*'), 'secret123');
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The phone's mask loads with the Employer tab (phone-input.test.tsx): here it is there before any field is typed in.
beforeAll(() => import('./phone-mask-deferred.ts'));

describe('SignUpForm', () => {
  it('starts on Candidate/Referrer with only email and password', () => {
    mockApi({});
    renderForm();
    expect(screen.getByRole('tab', { name: 'Candidate/Referrer' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email*')).toBeInTheDocument();
    expect(screen.getByLabelText('Password*')).toHaveAccessibleDescription(
      'Use 8 or more characters with a mix of letters & numbers',
    );
    expect(screen.queryByLabelText('Business name*')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('target', '_blank');
  });

  it('shows the employer-only fields on the Employer tab, and the switch toggles the address section', async () => {
    mockApi(LOOKUPS);
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('tab', { name: 'Employer' }));
    expect(screen.getByLabelText('Business name*')).toBeInTheDocument();
    expect(screen.getByLabelText('Business logo')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    expect(await screen.findByRole('option', { name: '11-50' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone*');
    expect(phone).toHaveClass('form-control');
    await user.type(phone, '6175551234');
    expect(screen.getByLabelText('Phone*')).toHaveValue('(617)-555-1234');
    expect(screen.queryByLabelText('Address one*')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Save business address'));
    expect(screen.getByLabelText('Address one*')).toBeInTheDocument();
    expect(screen.getByLabelText('Address two')).toBeInTheDocument();
    expect(screen.getByLabelText('City*')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip*')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Massachusetts' })).toBeInTheDocument();
    expect(screen.getByLabelText('State*')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Save business address'));
    expect(screen.queryByLabelText('Address one*')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('City*')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('Password*');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('refuses to submit with a required field empty, and makes no request', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('alert')).toHaveTextContent('All fields marked with * are required.');
    expect(screen.getByLabelText('Password*')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password*')).toHaveFocus();
    expect(screen.getByLabelText('Email*')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the Employer tab's own required fields, the business first", async () => {
    const fetchMock = mockApi(LOOKUPS);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('tab', { name: 'Employer' }));
    await user.type(screen.getByLabelText('Email*'), 'boss@acme.test');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('All fields marked with * are required.');
    for (const label of ['Business name*', 'Number of employees*', 'Phone*']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Business name*')).toHaveFocus();
    expect(screen.getByLabelText('Email*')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/auth/register'))).toBe(false);
  });

  it("shows each of the server's field errors under its field", async () => {
    mockApi({
      ...LOOKUPS,
      'POST /auth/register': [
        422,
        { error: { email: ['has already been taken'], 'businesses.name': ["can't be blank", 'is too short'] } },
      ],
    });
    const user = userEvent.setup();
    renderForm();
    await fillEmployer(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const email = screen.getByLabelText('Email*');
    await waitFor(() => expect(email).toHaveAccessibleDescription('has already been taken'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const businessName = screen.getByLabelText('Business name*');
    expect(businessName).toHaveAccessibleDescription("can't be blank - is too short");
    expect(businessName).toHaveAttribute('aria-invalid', 'true');
    expect(businessName).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('shows a message-only error in a red alert', async () => {
    mockApi({ 'POST /auth/register': [429, { error: 'Too many attempts. Try again later.' }] });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('signs a candidate up with the multipart field names and goes to /jobs', async () => {
    const fetchMock = mockApi({
      'POST /auth/register': [201, userWith(ROLE_PERMISSIONS.Hunter, { email: 'someone@example.com' })],
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Jobs page' })).toBeInTheDocument();
    const body = registerBody(fetchMock);
    expect([...body.keys()].sort()).toEqual(['email', 'password', 'required_credit_card', 'role_name']);
    expect(body.get('email')).toBe('someone@example.com');
    expect(body.get('password')).toBe('secret123');
    expect(body.get('role_name')).toBe('Hunter');
    expect(body.get('required_credit_card')).toBe('false');
  });

  it('signs an employer up with the business, address and logo, then goes to the membership sign-up', async () => {
    const fetchMock = mockApi({
      ...LOOKUPS,
      'POST /auth/register': [201, userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 3 })],
    });
    const user = userEvent.setup();
    renderForm();
    await fillEmployer(user);
    await user.click(screen.getByLabelText('Save business address'));
    await user.type(screen.getByLabelText('Address one*'), '1 Main St');
    await user.type(screen.getByLabelText('City*'), 'Boston');
    await screen.findByRole('option', { name: 'Massachusetts' });
    await user.selectOptions(screen.getByLabelText('State*'), 'Massachusetts');
    await user.type(screen.getByLabelText('Zip*'), '02108');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Business logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
    const body = registerBody(fetchMock);
    expect(body.get('role_name')).toBe('Employer');
    expect(body.get('phone')).toBe('6175551234');
    expect(body.get('business[name]')).toBe('Acme Bakery');
    expect(body.get('business[employer_size_id]')).toBe('2');
    expect(body.get('business[address_attributes][address_one]')).toBe('1 Main St');
    expect(body.get('business[address_attributes][city]')).toBe('Boston');
    expect(body.get('business[address_attributes][state_id]')).toBe('22');
    expect(body.get('business[address_attributes][zip]')).toBe('02108');
    expect((body.get('business[logo]') as File).name).toBe('logo.png');
  });

  it('marks the required address fields invalid when the server cannot place the address', async () => {
    mockApi({
      ...LOOKUPS,
      'POST /auth/register': [422, { error: { 'address.geocode': ['We could not find that address.'] } }],
    });
    const user = userEvent.setup();
    renderForm();
    await fillEmployer(user);
    await user.click(screen.getByLabelText('Save business address'));
    await user.type(screen.getByLabelText('Address one*'), '1 Main St');
    await user.type(screen.getByLabelText('City*'), 'Nowhere');
    await screen.findByRole('option', { name: 'Massachusetts' });
    await user.selectOptions(screen.getByLabelText('State*'), 'Massachusetts');
    await user.type(screen.getByLabelText('Zip*'), '99999');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('We could not find that address.')).toHaveClass('text-danger');
    for (const label of ['Address one*', 'City*', 'State*', 'Zip*']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('We could not find that address.');
    }
    expect(screen.getByLabelText('Address two')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the affiliate link message above the tabs and sends the link id', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/affiliate_links/7/view': [200, { id: 7, sign_up_type: 'all', message: 'Welcome, chamber members!' }],
      'POST /auth/register': [201, userWith(ROLE_PERMISSIONS.Hunter)],
    });
    const user = userEvent.setup();
    renderWithApp(
      [
        { path: '/signup', element: <SignUpForm affiliateLinkId="7" /> },
        { path: '/jobs', element: <h1>Jobs page</h1> },
      ],
      { initialPath: '/signup' },
    );
    expect(await screen.findByText('Welcome, chamber members!')).toBeInTheDocument();
    const lookup = fetchMock.mock.calls.find(([input]) => String(input).includes('/affiliate_links/7/view'));
    expect(String(lookup?.[0])).toContain('no_event=true');

    await user.type(screen.getByLabelText('Email*'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password*'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Jobs page' });
    expect(registerBody(fetchMock).get('al')).toBe('7');
  });
});
