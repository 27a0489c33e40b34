import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBusiness, TBusinessPublicProfile } from '@mainwork/contracts';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { ROLE_PERMISSIONS, renderWithApp, userWith } from '../../testing/render-app.tsx';
import BusinessProfilePage from './business-profile-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const saved: TBusiness = {
  id: 7,
  name: 'Harbor Point Hospitality',
  tagline: 'Hotels on the water',
  active: true,
  logo: '/api/v1/files/3',
  banner: null,
  employer_size: { id: 2, name: '11-50' },
  region: null,
  address: {
    address_one: '1 Seaport Blvd',
    address_two: null,
    city: 'Boston',
    zip: '02210',
    state: { id: 22, name: 'Massachusetts', code: 'MA' },
  },
};

const publicProfile: TBusinessPublicProfile = {
  id: 7,
  name: saved.name,
  tagline: saved.tagline,
  logo: saved.logo,
  banner: null,
  employer_size: { name: '11-50' },
  address: { city: 'Boston', state: { code: 'MA' } },
};

const lookups: Record<string, Reply> = {
  'GET /api/v1/employer_sizes': [
    200,
    [
      { id: 1, name: '1-10' },
      { id: 2, name: '11-50' },
    ],
  ],
  'GET /api/v1/regions': [200, [{ id: 4, name: 'Greater Boston' }]],
  'GET /api/v1/states': [200, [{ id: 22, name: 'Massachusetts', code: 'MA' }]],
};

const employer = userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer', business_id: 7 });

function renderPage() {
  return renderWithApp([{ path: '/employers/my_business/profile', element: <BusinessProfilePage /> }], {
    user: employer,
    initialPath: '/employers/my_business/profile',
  });
}

describe('the business profile page', () => {
  it("shows the public header with 'Edit job feed' for the owner, and saves name, tagline and a new logo", async () => {
    const fetch = mockApi({
      ...lookups,
      'GET /api/v1/businesses/7': [200, saved],
      'GET /api/v1/businesses/7/public_profile': [200, publicProfile],
      'PUT /api/v1/businesses/7': [200, { ...saved, name: 'Harbor Point Hotels', tagline: 'Rooms with a view' }],
    });
    const user = userEvent.setup();
    renderPage();
    const header = await screen.findByTestId('employer-profile-header');
    expect(within(header).getByText('Harbor Point Hospitality')).toBeInTheDocument();
    expect(within(header).getByText('Hotels on the water')).toBeInTheDocument();
    expect(within(header).getByText('11-50 employees · Boston, MA')).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Edit job feed' })).toHaveAttribute(
      'href',
      '/employers/my_business/jobs',
    );
    expect(screen.getByRole('link', { name: 'View your public job feed' })).toHaveAttribute(
      'href',
      '/employers/7/jobs',
    );

    const name = await screen.findByLabelText(/^Business name/);
    expect(name).toHaveValue('Harbor Point Hospitality');
    expect(name).toBeDisabled();
    expect(screen.getByLabelText(/^Number of employees/)).toHaveValue('2');
    expect(screen.getByLabelText('City')).toHaveValue('Boston');
    expect(screen.getByRole('img', { name: 'Current logo image' })).toHaveAttribute('src', '/api/v1/files/3');

    await user.click(screen.getByRole('button', { name: 'Edit the business profile' }));
    await user.clear(name);
    await user.type(name, 'Harbor Point Hotels');
    const tagline = screen.getByLabelText('Tagline');
    await user.clear(tagline);
    await user.type(tagline, 'Rooms with a view');
    expect(screen.getByText('17/140 characters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Region'), 'Greater Boston');
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'new-logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo image'), logo);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Business profile updated.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const body = put[1]!.body as FormData;
    expect(body.get('business[name]')).toBe('Harbor Point Hotels');
    expect(body.get('business[tagline]')).toBe('Rooms with a view');
    expect(body.get('business[employer_size_id]')).toBe('2');
    expect(body.get('business[region_id]')).toBe('4');
    expect(body.get('business[address_attributes][city]')).toBe('Boston');
    expect((body.get('business[logo]') as File).name).toBe('new-logo.png');
    expect(body.has('business[banner]')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText(/^Business name/)).toBeDisabled());
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Harbor Point Hotels');
  }, 30_000);

  it("shows the server's messages under the fields, and the address it could not place", async () => {
    mockApi({
      ...lookups,
      'GET /api/v1/businesses/7': [200, saved],
      'GET /api/v1/businesses/7/public_profile': [200, publicProfile],
      'PUT /api/v1/businesses/7': [
        422,
        {
          error: {
            name: ["can't be blank"],
            logo: ['must be a JPG, PNG or WebP image'],
            'address.geocode': ['We could not find that address. Please check the city, state and zip.'],
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the business profile' }));
    await user.clear(screen.getByLabelText(/^Business name/));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText("can't be blank")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('must be a JPG, PNG or WebP image')).toBeInTheDocument();
    expect(
      screen.getByText('We could not find that address. Please check the city, state and zip.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please correct the errors below.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Business name/)).toBeEnabled();
  }, 30_000);

  it('tells a user without a business that there is no profile', async () => {
    mockApi({ ...lookups });
    renderWithApp([{ path: '/p', element: <BusinessProfilePage /> }], {
      user: userWith(ROLE_PERMISSIONS.Employer, { role: 'Employer' }),
      initialPath: '/p',
    });
    expect(await screen.findByText('Only employers with a business have a profile.')).toBeInTheDocument();
  });
});
