import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { useFormMutation } from '../lib/forms/use-form-mutation.ts';
import { EditFormShell } from './edit-form-shell.tsx';

type Values = { name: string; logo: File | null };
const SAVED: Values = { name: 'Harbor Point', logo: null };

/** A one-field settings form with a file input, saved through the form mutation helper. */
function SettingsForm({ mutationFn }: { mutationFn(values: Values): Promise<Values> }) {
  const form = useForm<Values>({ defaultValues: SAVED });
  const { save, saving } = useFormMutation({
    form,
    mutationFn,
    fieldKeys: { name: 'name', logo: 'logo' },
    messages: 'first',
  });
  const error = form.formState.errors.name?.message;
  return (
    <EditFormShell form={form} saved={SAVED} save={save} saving={saving} editLabel="Edit settings" legend="Settings">
      {() => (
        <>
          <label htmlFor="name">Name</label>
          <input id="name" {...form.register('name')} aria-describedby={error ? 'name-error' : undefined} />
          {error ? <p id="name-error">{error}</p> : null}
          <label htmlFor="logo">Logo</label>
          <input id="logo" type="file" onChange={(event) => form.setValue('logo', event.target.files?.[0] ?? null)} />
        </>
      )}
    </EditFormShell>
  );
}

function renderShell(mutationFn: (values: Values) => Promise<Values>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsForm mutationFn={mutationFn} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the edit shell of spec §4 Forms', () => {
  it('is read-only until the pencil is pressed', async () => {
    const user = userEvent.setup();
    renderShell(vi.fn());
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Harbor Point');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel editing' })).toBeInTheDocument();
  });

  it('cancelling restores the saved values, forgets the chosen file and clears errors', async () => {
    const user = userEvent.setup();
    renderShell(() => Promise.reject(new ApiError(422, { error: { name: ['is taken', 'is odd'] } })));
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Taken Name');
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('is taken'));
    // A refused save stays in edit mode.
    expect(screen.getByLabelText('Name')).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Harbor Point');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByText('is taken')).not.toBeInTheDocument();
    expect((screen.getByLabelText('Logo') as HTMLInputElement).files).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Harbor Point');
  });

  it('saving disables the button with a spinner, ignores another save, then leaves edit mode', async () => {
    let answer: (values: Values) => void = () => undefined;
    const mutationFn = vi.fn((values: Values) => new Promise<Values>((resolve) => (answer = () => resolve(values))));
    const user = userEvent.setup();
    const { container } = renderShell(mutationFn);
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Harbor Point Digital');

    const save = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      save.click();
      save.click();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(container.querySelector('.spinner-border')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel editing' })).toBeDisabled();
    // Submitting the form another way (Enter) while saving is ignored too.
    await act(async () => screen.getByRole('button', { name: 'Save' }).closest('form')?.requestSubmit());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn).toHaveBeenCalledWith({ name: 'Harbor Point Digital', logo: null });

    await act(async () => answer({ name: 'Harbor Point Digital', logo: null }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(container.querySelector('.spinner-border')).not.toBeInTheDocument();
  });
});
