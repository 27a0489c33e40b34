import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.ts';
import { useFormMutation, type FormMutationOptions } from './use-form-mutation.ts';
import type { MessageStyle } from './server-field-message.ts';

type Values = { first_name: string; business_name: string };
type Options = FormMutationOptions<Values, string>;

/** A form with two fields; business_name is reported by the server as `businesses.name`. */
function ProbeForm({
  mutationFn,
  messages = 'first',
  onSuccess,
  onError,
}: {
  mutationFn: Options['mutationFn'];
  messages?: MessageStyle;
  onSuccess?: Options['onSuccess'];
  onError?: Options['onError'];
}) {
  const form = useForm<Values>({ defaultValues: { first_name: 'Dana', business_name: '' } });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn,
    fieldKeys: { first_name: 'first_name', business_name: 'businesses.name' },
    messages,
    ...(onSuccess ? { onSuccess } : {}),
    ...(onError ? { onError } : {}),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit}>
      <p data-testid="first_name-error">{errors.first_name?.message}</p>
      <p data-testid="business_name-error">{errors.business_name?.message}</p>
      <button type="submit">{saving ? 'Saving' : 'Save'}</button>
    </form>
  );
}

function renderProbe(props: Parameters<typeof ProbeForm>[0]) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ProbeForm {...props} />
    </QueryClientProvider>,
  );
}

const refusal = (error: Record<string, string[]>) => new ApiError(422, { error });

describe('the form mutation helper', () => {
  it("puts the server's first message per field on its field, by the server's key", async () => {
    const onError = vi.fn();
    const user = userEvent.setup();
    renderProbe({
      mutationFn: () =>
        Promise.reject(refusal({ first_name: ['is too long', 'is odd'], 'businesses.name': ["can't be blank"] })),
      onError,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('first_name-error')).toHaveTextContent(/^is too long$/));
    expect(screen.getByTestId('business_name-error')).toHaveTextContent("can't be blank");
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), {
      fieldErrors: { first_name: ['is too long', 'is odd'], 'businesses.name': ["can't be blank"] },
      placed: ['first_name', 'business_name'],
      unplaced: [],
    });
  });

  it("joins a field's messages with ' - ' when asked, and returns messages with no field", async () => {
    const onError = vi.fn();
    const user = userEvent.setup();
    renderProbe({
      mutationFn: () => Promise.reject(refusal({ first_name: ['is too long', 'is odd'], role_name: ['is invalid'] })),
      messages: 'joined',
      onError,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('first_name-error')).toHaveTextContent('is too long - is odd'));
    expect(onError.mock.calls[0]?.[1]).toMatchObject({
      placed: ['first_name'],
      unplaced: [{ key: 'role_name', message: 'is invalid' }],
    });
  });

  it('places nothing for a message-only failure, and hands the failure over', async () => {
    const onError = vi.fn();
    const user = userEvent.setup();
    const failure = new ApiError(429, { error: 'Too many attempts.' });
    renderProbe({ mutationFn: () => Promise.reject(failure), onError });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(failure, { fieldErrors: undefined, placed: [], unplaced: [] }),
    );
    expect(screen.getByTestId('first_name-error')).toBeEmptyDOMElement();
  });

  it('clears the previous errors when saving again, and calls onSuccess with the answer and the values', async () => {
    const onSuccess = vi.fn();
    const mutationFn = vi
      .fn<Options['mutationFn']>()
      .mockRejectedValueOnce(refusal({ first_name: ['is too long'] }))
      .mockResolvedValueOnce('saved');
    const user = userEvent.setup();
    renderProbe({ mutationFn, onSuccess });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByTestId('first_name-error')).toHaveTextContent('is too long'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('saved', { first_name: 'Dana', business_name: '' }));
    expect(screen.getByTestId('first_name-error')).toBeEmptyDOMElement();
  });

  it('ignores a save while one is running (spec §4 Forms)', async () => {
    let answer: (value: string) => void = () => undefined;
    const mutationFn = vi.fn<Options['mutationFn']>(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderProbe({ mutationFn, onSuccess });
    const button = screen.getByRole('button', { name: 'Save' });
    await act(async () => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Saving' }).click());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => answer('saved'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
