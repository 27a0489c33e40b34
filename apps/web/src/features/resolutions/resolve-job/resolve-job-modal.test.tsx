import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TCostForMwHiresBreakdown,
  TResolution,
  TResolutionApplicant,
  TResolutionEventBody,
} from '@mainwork/contracts';
import { useModal } from '../../../components/modal-root.tsx';
import { RECRUITER_PERMISSIONS, ROLE_PERMISSIONS, renderWithApp, userWith } from '../../../testing/render-app.tsx';
import EmployersResolveJobModal from './resolve-job-modal.tsx';
import { RESOLVE_TEXTS } from './resolve-texts.ts';

vi.setConfig({ testTimeout: 30_000 });

const BASE = '/api/v1/businesses/7/jobs/3';

const resolution = (overrides: Partial<TResolution> = {}): TResolution => ({
  id: 11,
  status: 'hire_inquiry',
  is_position_filled: null,
  is_mw_hire: null,
  found_applicant: null,
  selected_applicants: [],
  auto_completed: false,
  billing: null,
  ...overrides,
});

const applicants: TResolutionApplicant[] = [
  {
    application_id: 41,
    display_value: 'Ada Lovelace (ada@example.com)',
    status: 'reviewed',
    referred: true,
    applied_at: '2026-03-04T09:00:00.000Z',
  },
  {
    application_id: 42,
    display_value: 'grace@example.com',
    status: 'received',
    referred: false,
    applied_at: '2026-03-03T09:00:00.000Z',
  },
];

const cost = (overrides: Partial<TCostForMwHiresBreakdown> = {}): TCostForMwHiresBreakdown => ({
  human_friendly_cost_for_mw_hires: '$1,200.00',
  cost_for_mw_hires: 1200,
  reward_due: true,
  reward_value: 1000,
  human_friendly_reward_value: '$1,000.00',
  reward_label: '$1,000',
  reward_type: 'Reward::Cash',
  fee_percent: 20,
  fee: 200,
  human_friendly_fee: '$200.00',
  billing_text_kind: 'cash',
  ...overrides,
});

type Reply = [number, unknown];
type Handler = (body: TResolutionEventBody | undefined) => Reply | Promise<Reply>;

/** A fake API for the wizard: answers by `METHOD path`, the PUT by its event; records every event sent. */
function fakeApi(routes: Record<string, Handler | Reply>) {
  const sent: TResolutionEventBody[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const body = init?.body ? (JSON.parse(String(init.body)) as TResolutionEventBody) : undefined;
    if (key.startsWith('PUT') && body) sent.push(body);
    const [status, json] = typeof route === 'function' ? await route(body) : route;
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return { sent, spy };
}

/** The state machine of DECISIONS "Resolution state machine", for the happy and the other paths. */
function machine(start: TResolution | null, billing: TResolution['billing'] = { amount: 1200, status: 'not_sent' }) {
  let current = start;
  const put: Handler = (body) => {
    const r = current!;
    const fields = body?.resolution ?? {};
    switch (body?.event) {
      case 'respond_to_hire_inquiry':
        current = fields.is_position_filled
          ? { ...r, is_position_filled: true, status: 'mw_hire_inquiry' }
          : { ...r, is_position_filled: false, status: 'complete' };
        break;
      case 'respond_to_mw_hire_inquiry':
        current = fields.is_mw_hire
          ? { ...r, is_mw_hire: true, status: 'applicant_selection' }
          : { ...r, is_mw_hire: false, status: 'complete' };
        break;
      case 'respond_to_applicant_selection': {
        const chosen = applicants.find((a) => a.application_id === fields.application_id);
        current = {
          ...r,
          status: 'billing_confirmation',
          found_applicant: Boolean(fields.found_applicant),
          selected_applicants: chosen
            ? [{ application_id: chosen.application_id, display_value: chosen.display_value }]
            : [],
        };
        break;
      }
      case 'go_back_to_applicant_selection':
        current = { ...r, status: 'applicant_selection' };
        break;
      case 'confirm_billing':
        current = { ...r, status: 'complete', billing };
        break;
      default:
        return [409, { error: 'That step is not possible now.' }];
    }
    return [200, current];
  };
  return {
    [`GET ${BASE}/resolution`]: () => (current ? [200, current] : [404, { error: 'Not found' }]) as Reply,
    [`POST ${BASE}/resolutions`]: () => {
      current = resolution();
      return [201, current] as Reply;
    },
    [`PUT ${BASE}/resolutions/11`]: put,
    [`GET ${BASE}/applicants`]: [200, applicants] as Reply,
    [`GET ${BASE}/resolutions/11/cost_for_mw_hires_breakdown`]: [200, cost()] as Reply,
  };
}

function Opener({ onResolved }: { onResolved(): void }) {
  const { openModal } = useModal();
  return (
    <button
      type="button"
      onClick={() =>
        openModal('EmployersResolveJobModal', { job: { id: 3, title: 'Barista' }, businessId: 7, onResolved })
      }
    >
      Close Barista
    </button>
  );
}

async function openWizard(can = ROLE_PERMISSIONS.Employer) {
  const user = userEvent.setup();
  const onResolved = vi.fn();
  renderWithApp([{ path: '/', element: <Opener onResolved={onResolved} /> }], {
    user: userWith(can, { role: 'Employer', business_id: 7 }),
    modals: { EmployersResolveJobModal: EmployersResolveJobModal as never },
  });
  await user.click(screen.getByRole('button', { name: 'Close Barista' }));
  const dialog = await screen.findByRole('dialog', { name: 'Closing Barista Position' });
  return { user, dialog: within(dialog), dialogElement: dialog, onResolved };
}

const progress = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('progressbar', { name: 'Closing progress' }).getAttribute('aria-valuenow');

async function step(dialog: ReturnType<typeof within>, question: string, value: number) {
  expect(await dialog.findByText(question)).toBeInTheDocument();
  expect(progress(dialog)).toBe(String(value));
}

const factsOf = (dialog: ReturnType<typeof within>, list: string) =>
  Object.fromEntries(
    within(dialog.getByLabelText(list))
      .getAllByRole('term')
      .map((term: HTMLElement) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]),
  );

const summaryOf = (dialog: ReturnType<typeof within>) =>
  Object.fromEntries(
    dialog
      .getAllByRole('term')
      .map((term: HTMLElement) => [term.textContent, (term.nextElementSibling as HTMLElement).textContent]),
  );

afterEach(() => vi.restoreAllMocks());

describe('the close-out wizard', () => {
  it('asks, with progress 14, 32, 50, 68, 86 and 100, who was hired, bills the hire and sums it up', async () => {
    const { sent } = fakeApi(machine(null));
    const { user, dialog, dialogElement, onResolved } = await openWizard();

    await step(dialog, RESOLVE_TEXTS.ready, 14);
    const bar = dialog.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(dialog.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Yes' }));

    await step(dialog, RESOLVE_TEXTS.filled, 32);
    expect(dialog.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await step(dialog, 'Did you find a hire through MainWork?', 50);
    await user.click(dialog.getByRole('button', { name: 'Yes' }));

    await step(dialog, RESOLVE_TEXTS.whoWasHired, 68);
    expect(dialog.getByText(RESOLVE_TEXTS.foundApplicant)).toBeInTheDocument();
    const group = dialog.getByRole('group', { name: RESOLVE_TEXTS.whoWasHired });
    expect(await within(group).findByRole('radio', { name: /Ada Lovelace/ })).toBeInTheDocument();
    // Yes needs someone chosen.
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(dialog.getByText(RESOLVE_TEXTS.chooseApplicant)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    await user.click(within(group).getByRole('radio', { name: /Ada Lovelace/ }));
    expect(dialog.queryByText(RESOLVE_TEXTS.chooseApplicant)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes' }));

    await step(dialog, RESOLVE_TEXTS.found, 86);
    expect(await dialog.findByTestId('billing-text')).toHaveTextContent(
      'By confirming, you agree to pay $1,200.00 for this hire. The charge will appear on your next invoice.',
    );
    expect(dialog.getByText('Hired: Ada Lovelace (ada@example.com)')).toBeInTheDocument();
    expect(factsOf(dialog, 'Cost of this hire')).toEqual({
      'Reward: $1,000': '$1,000.00',
      'MainWork fee (20%)': '$200.00',
      Total: '$1,200.00',
    });
    expect(dialog.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    await step(dialog, 'Close', 100);
    expect(summaryOf(dialog)).toEqual({
      'Opening filled': 'Yes',
      'Found applicant via MainWork': 'Yes',
      'Applicant selected': 'Ada Lovelace (ada@example.com)',
      'Payment confirmed': 'Yes',
      // The employer's words, not the ledger's 'Not sent'.
      Charge: '$1,200.00, on your next invoice',
    });
    expect(dialog.queryByText(/Not sent/)).not.toBeInTheDocument();
    expect(onResolved).toHaveBeenCalledTimes(1);
    expect(sent.map((body) => body.event)).toEqual([
      'respond_to_hire_inquiry',
      'respond_to_mw_hire_inquiry',
      'respond_to_applicant_selection',
      'confirm_billing',
    ]);
    expect(sent[2]).toEqual({
      event: 'respond_to_applicant_selection',
      resolution: { found_applicant: true, application_id: 41 },
    });

    // The summary's own Close (the header has one too), which has the focus.
    const close = dialog.getAllByRole('button', { name: 'Close' }).at(-1)!;
    expect(close).toHaveFocus();
    await user.click(close);
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Close Barista' })).toHaveFocus();
  });

  it("shows 'Please do not leave or refresh this page...' while the charge is confirmed, and nothing can be clicked", async () => {
    let release: (reply: Reply) => void = () => undefined;
    const routes = machine(
      resolution({ status: 'billing_confirmation', is_position_filled: true, is_mw_hire: true, found_applicant: true }),
    );
    const put = routes[`PUT ${BASE}/resolutions/11`] as Handler;
    fakeApi({
      ...routes,
      [`PUT ${BASE}/resolutions/11`]: (body) =>
        new Promise<Reply>((resolve) => {
          release = () => resolve(put(body) as Reply);
        }),
    });
    const { user, dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.found, 86);
    await dialog.findByTestId('billing-text');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText(RESOLVE_TEXTS.confirming)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    release([200, null]);
    await step(dialog, 'Close', 100);
    expect(dialog.queryByText(RESOLVE_TEXTS.confirming)).not.toBeInTheDocument();
  });

  it('No to the first question closes without starting anything', async () => {
    const { spy } = fakeApi(machine(null));
    const { user, dialog, dialogElement } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.ready, 14);
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('an opening not filled completes with nothing billed', async () => {
    fakeApi(machine(resolution()));
    const { user, dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.filled, 32);
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await step(dialog, 'Close', 100);
    expect(summaryOf(dialog)).toEqual({
      'Opening filled': 'No',
      'Found applicant via MainWork': 'N/A',
      'Applicant selected': 'N/A',
      'Payment confirmed': 'N/A',
    });
  });

  it('a hire found elsewhere completes with nothing billed', async () => {
    fakeApi(machine(resolution({ status: 'mw_hire_inquiry', is_position_filled: true })));
    const { user, dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.mwHire, 50);
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await step(dialog, 'Close', 100);
    expect(summaryOf(dialog)).toEqual({
      'Opening filled': 'Yes',
      'Found applicant via MainWork': 'No',
      'Applicant selected': 'N/A',
      'Payment confirmed': 'N/A',
    });
  });

  it("an applicant not found says 'No worries', and Back returns to the applicants", async () => {
    const { sent } = fakeApi(
      machine(resolution({ status: 'applicant_selection', is_position_filled: true, is_mw_hire: true })),
    );
    const { user, dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.whoWasHired, 68);
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await step(dialog, RESOLVE_TEXTS.notFound, 86);
    expect(dialog.queryByText(RESOLVE_TEXTS.found)).not.toBeInTheDocument();
    expect(sent[0]).toEqual({ event: 'respond_to_applicant_selection', resolution: { found_applicant: false } });
    await dialog.findByTestId('billing-text');
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    await step(dialog, RESOLVE_TEXTS.whoWasHired, 68);
    expect(sent[1]).toEqual({ event: 'go_back_to_applicant_selection' });
  });

  it.each([
    [
      'cash',
      'Reward::Cash',
      'By confirming, you agree to pay $60.00 for this hire. The charge will appear on your next invoice.',
    ],
    [
      'code',
      'Reward::GiftCard',
      'By confirming, you agree to reward the referrer. The promotion code will be delivered to the referrer. The charge of $60.00 will appear on your next invoice.',
    ],
    [
      'other',
      'Reward::Merchandise',
      'By confirming, you agree to reward the referrer. We will contact you for details. The charge of $60.00 will appear on your next invoice.',
    ],
  ] as const)(
    'shows the %s billing text with the reward, the fee and the total before Confirm',
    async (kind, type, text) => {
      const routes = machine(
        resolution({
          status: 'billing_confirmation',
          is_position_filled: true,
          is_mw_hire: true,
          found_applicant: true,
        }),
      );
      fakeApi({
        ...routes,
        [`GET ${BASE}/resolutions/11/cost_for_mw_hires_breakdown`]: [
          200,
          cost({
            billing_text_kind: kind,
            reward_type: type,
            reward_label: '$50 Gift Card to Harbor Books',
            reward_value: 50,
            human_friendly_reward_value: '$50.00',
            fee: 10,
            human_friendly_fee: '$10.00',
            cost_for_mw_hires: 60,
            human_friendly_cost_for_mw_hires: '$60.00',
          }),
        ],
      });
      const { dialog } = await openWizard();
      expect(await dialog.findByTestId('billing-text')).toHaveTextContent(text);
      expect(factsOf(dialog, 'Cost of this hire')).toEqual({
        'Reward: $50 Gift Card to Harbor Books': '$50.00',
        'MainWork fee (20%)': '$10.00',
        Total: '$60.00',
      });
    },
  );

  it('stops a recruiter at the billing step: the cost shows, and an owner is asked to confirm it', async () => {
    const routes = machine(
      resolution({ status: 'billing_confirmation', is_position_filled: true, is_mw_hire: true, found_applicant: true }),
    );
    const { sent } = fakeApi({ ...routes, [`GET ${BASE}/resolutions/11/cost_for_mw_hires_breakdown`]: [200, cost()] });
    const { dialog } = await openWizard(RECRUITER_PERMISSIONS);
    // Not "By confirming, you agree…": a recruiter cannot confirm; the owners have been told by e-mail.
    expect(await dialog.findByTestId('billing-text')).toHaveTextContent(
      "Once an owner confirms, $1,200.00 for this hire appears on your business's next invoice. We have e-mailed your business's owners.",
    );
    expect(dialog.getByTestId('owner-confirms')).toHaveTextContent('Ask an owner to confirm the charge.');
    expect(dialog.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it.each([
    [true, "No referral link led to this hire, so no reward is due. MainWork's fee: $100.00"],
    [false, "Without the applicant named, no referrer can be rewarded, so no reward is due. MainWork's fee: $100.00"],
  ] as const)(
    'says why a hire with no one to reward costs the fee alone, before Confirm (applicant found: %s)',
    async (found, reason) => {
      const routes = machine(
        resolution({
          status: 'billing_confirmation',
          is_position_filled: true,
          is_mw_hire: true,
          found_applicant: found,
        }),
      );
      fakeApi({
        ...routes,
        [`GET ${BASE}/resolutions/11/cost_for_mw_hires_breakdown`]: [
          200,
          cost({
            reward_due: false,
            reward_label: '$500',
            reward_value: 0,
            human_friendly_reward_value: '$0.00',
            fee: 100,
            human_friendly_fee: '$100.00',
            cost_for_mw_hires: 100,
            human_friendly_cost_for_mw_hires: '$100.00',
          }),
        ],
      });
      const { dialog } = await openWizard();
      expect(await dialog.findByTestId('no-reward-reason')).toHaveTextContent(reason);
      expect(dialog.getByTestId('billing-text')).toHaveTextContent(
        'By confirming, you agree to pay $100.00 for this hire. The charge will appear on your next invoice.',
      );
      expect(factsOf(dialog, 'Cost of this hire')).toEqual({
        'Reward: $500': 'Not due',
        'MainWork fee (20%)': '$100.00',
        Total: '$100.00',
      });
      expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    },
  );

  it('shows the billing text the API chose for a job without a reward: the spec\'s "otherwise" text, nothing charged', async () => {
    const routes = machine(
      resolution({ status: 'billing_confirmation', is_position_filled: true, is_mw_hire: true, found_applicant: true }),
    );
    fakeApi({
      ...routes,
      [`GET ${BASE}/resolutions/11/cost_for_mw_hires_breakdown`]: [
        200,
        cost({
          reward_due: false,
          reward_label: null,
          reward_type: null,
          reward_value: 0,
          human_friendly_reward_value: '$0.00',
          fee: 0,
          human_friendly_fee: '$0.00',
          cost_for_mw_hires: 0,
          human_friendly_cost_for_mw_hires: '$0.00',
          billing_text_kind: 'other',
        }),
      ],
    });
    const { dialog } = await openWizard();
    expect(await dialog.findByTestId('billing-text')).toHaveTextContent(
      /^By confirming, you agree to reward the referrer\. We will contact you for details\.$/,
    );
    expect(dialog.queryByTestId('no-reward-reason')).not.toBeInTheDocument();
  });

  it('offers an applicant already marked Hired first, badged as such, in the order the server gives', async () => {
    const routes = machine(resolution({ status: 'applicant_selection', is_position_filled: true, is_mw_hire: true }));
    fakeApi({
      ...routes,
      [`GET ${BASE}/applicants`]: [200, [{ ...applicants[1]!, status: 'hired' }, applicants[0]!]],
    });
    const { dialog } = await openWizard();
    const group = dialog.getByRole('group', { name: RESOLVE_TEXTS.whoWasHired });
    const radios = await within(group).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('.form-check')!.textContent)).toEqual([
      'grace@example.comMarked hired',
      'Ada Lovelace (ada@example.com)Referred',
    ]);
  });

  it('reopening resumes the open resolution where it stopped', async () => {
    const { spy } = fakeApi(
      machine(resolution({ status: 'applicant_selection', is_position_filled: true, is_mw_hire: true })),
    );
    const { dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.whoWasHired, 68);
    expect(await dialog.findByRole('radio', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("a posting closed by MainWork shows N/A everywhere and 'Automatically closed by MainWork'", async () => {
    fakeApi(machine(resolution({ status: 'complete', auto_completed: true })));
    const { dialog } = await openWizard();
    await step(dialog, RESOLVE_TEXTS.autoClosed, 100);
    expect(summaryOf(dialog)).toEqual({
      'Opening filled': 'N/A',
      'Found applicant via MainWork': 'N/A',
      'Applicant selected': 'N/A',
      'Payment confirmed': 'N/A',
    });
  });

  describe('errors (spec §8)', () => {
    it('field errors are shown on the step, and the wizard stays open', async () => {
      fakeApi({
        ...machine(resolution({ status: 'applicant_selection', is_position_filled: true, is_mw_hire: true })),
        [`PUT ${BASE}/resolutions/11`]: [422, { error: { applicant_selection: ['is not an applicant of this job'] } }],
      });
      const { user, dialog } = await openWizard();
      await user.click(await dialog.findByRole('radio', { name: /Ada Lovelace/ }));
      await user.click(dialog.getByRole('button', { name: 'Yes' }));
      expect(await dialog.findByText('is not an applicant of this job')).toBeInTheDocument();
      expect(dialog.getByRole('radio', { name: /Ada Lovelace/ })).toHaveAccessibleDescription(
        'is not an applicant of this job',
      );
      expect(progress(dialog)).toBe('68');
    });

    it('field errors without a field on the step are shown in the wizard', async () => {
      fakeApi({
        ...machine(resolution()),
        [`PUT ${BASE}/resolutions/11`]: [422, { error: { resolution: ['is invalid'] } }],
      });
      const { user, dialog } = await openWizard();
      await step(dialog, RESOLVE_TEXTS.filled, 32);
      await user.click(dialog.getByRole('button', { name: 'Yes' }));
      expect(await dialog.findByText('is invalid')).toBeInTheDocument();
    });

    it('a message becomes a danger alert and the wizard closes', async () => {
      fakeApi({
        ...machine(resolution()),
        [`PUT ${BASE}/resolutions/11`]: [409, { error: 'The job is already closed.' }],
      });
      const { user, dialog, dialogElement } = await openWizard();
      await step(dialog, RESOLVE_TEXTS.filled, 32);
      await user.click(dialog.getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The job is already closed.');
      expect(alert).toHaveClass('alert-danger');
    });

    it('a failed start does the same', async () => {
      fakeApi({
        ...machine(null),
        [`POST ${BASE}/resolutions`]: [403, { error: 'You are not allowed to do that.' }],
      });
      const { user, dialog, dialogElement } = await openWizard();
      await step(dialog, RESOLVE_TEXTS.ready, 14);
      await user.click(dialog.getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
      expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do that.');
    });
  });
});
