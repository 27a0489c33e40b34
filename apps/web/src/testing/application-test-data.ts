import type { TApplication, TDefaultApplication, TMyApplication } from '@mainwork/contracts';

/** An application as the apply call answers it. */
export function makeApplication(overrides: Partial<TApplication> = {}): TApplication {
  return {
    id: 41,
    job_id: 5,
    external: false,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.com',
    phone: '6175550123',
    comments: null,
    resume_url: null,
    resume_filename: null,
    cover_letter_url: null,
    cover_letter_filename: null,
    status: 'received',
    created_at: '2026-03-04T19:05:00.000Z',
    ...overrides,
  };
}

/** A row of /my_applications. */
export function makeMyApplication(overrides: Partial<TMyApplication> = {}): TMyApplication {
  return {
    id: 41,
    job_id: 5,
    job_title: 'Senior Product Designer',
    job_active: true,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.com',
    phone: '6175550123',
    created_at: '2026-03-04T19:05:00.000Z',
    applications_count: 3,
    status: 'received',
    external: false,
    resume_url: '/api/v1/applications/41/resume',
    resume_filename: 'Dana Reyes.pdf',
    cover_letter_url: null,
    cover_letter_filename: null,
    ...overrides,
  };
}

/** Instant Apply defaults as the API reads them. */
export function makeDefaults(overrides: Partial<TDefaultApplication> = {}): TDefaultApplication {
  return {
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@example.com',
    phone: '6175550123',
    resume_url: null,
    resume_filename: null,
    cover_letter_url: null,
    cover_letter_filename: null,
    ...overrides,
  };
}
