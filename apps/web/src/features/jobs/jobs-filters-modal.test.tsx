import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal, type ModalComponentProps } from '../../components/modal-root.tsx';
import { mockApi, type Reply } from '../../testing/mock-api.ts';
import { renderWithApp } from '../../testing/render-app.tsx';
import type { ChosenFilters } from './job-search-state.ts';
import JobsFiltersModal, { type JobsFiltersModalProps } from './jobs-filters-modal.tsx';

const lookups: Record<string, Reply> = {
  'GET /api/v1/job_types': [
    200,
    [
      { id: 1, name: 'Full-time' },
      { id: 2, name: 'Part-time' },
    ],
  ],
  'GET /api/v1/job_experience_levels': [200, [{ id: 1, name: 'Entry level' }]],
  'GET /api/v1/job_location_types': [200, [{ id: 2, name: 'Remote' }]],
  'GET /api/v1/job_industries': [200, [{ id: 7, name: 'Healthcare' }]],
  'GET /api/v1/job_functions': [500, { error: 'Down' }],
};

function renderModal(filters: ChosenFilters, onApply: (filters: ChosenFilters) => void) {
  function Opener() {
    const { openModal } = useModal();
    const props: JobsFiltersModalProps = { filters, onApply };
    return (
      <button type="button" onClick={() => openModal('JobsFiltersModal', props)}>
        Open filters
      </button>
    );
  }
  return renderWithApp([{ path: '/', element: <Opener /> }], {
    modals: { JobsFiltersModal: JobsFiltersModal as unknown as ComponentType<ModalComponentProps> },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('JobsFiltersModal', () => {
  it('offers the six filters, min salary from $40,000+ to $200,000+', async () => {
    mockApi(lookups);
    const user = userEvent.setup();
    renderModal({}, vi.fn());
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    for (const label of ['Job Type', 'Min Salary', 'Experience Level', 'Location Type', 'Industry', 'Function']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    const salaries = within(within(dialog).getByLabelText('Min Salary')).getAllByRole('option');
    expect(salaries.map((option) => option.textContent)).toEqual([
      'Any',
      '$40,000+',
      '$60,000+',
      '$80,000+',
      '$100,000+',
      '$120,000+',
      '$140,000+',
      '$160,000+',
      '$180,000+',
      '$200,000+',
    ]);
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('Job Type')).getAllByRole('option')).toHaveLength(3),
    );
    // A lookup that fails is an empty list.
    expect(within(within(dialog).getByLabelText('Function')).getAllByRole('option')).toHaveLength(1);
  });

  it('shows chosen filters as removable chips and applies them with their names', async () => {
    mockApi(lookups);
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderModal({ job_industry_id_eq: { value: 7, name: 'Healthcare' } }, onApply);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const chips = () => within(dialog).queryAllByRole('button', { name: /^Remove filter/ });
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual(['Remove filter Industry: Healthcare']);

    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('Job Type')).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(within(dialog).getByLabelText('Job Type'), 'Full-time');
    await user.selectOptions(within(dialog).getByLabelText('Min Salary'), '$60,000+');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Full-time', '$60,000+', 'Healthcare']);

    await user.click(within(dialog).getByRole('button', { name: 'Remove filter Industry: Healthcare' }));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Full-time', '$60,000+']);
    expect(within(dialog).getByLabelText('Industry')).toHaveValue('');

    await user.selectOptions(within(dialog).getByLabelText('Min Salary'), 'Any');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Full-time']);

    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ job_type_id_eq: { value: 1, name: 'Full-time' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes nothing when closed without applying', async () => {
    mockApi(lookups);
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderModal({}, onApply);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(dialog).getByLabelText('Min Salary'), '$40,000+');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();
  });
});
