import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { TFieldErrors } from '@mainwork/contracts';
import { ApiError, errorMessage } from '../api-client.ts';
import { serverFieldMessage, type MessageStyle } from './server-field-message.ts';

/** Where the server's `{ error: { field: [...] } }` went. */
export type ServerErrorPlacement<TField extends string> = {
  /** The field errors as the server sent them; undefined when it sent a message or nothing. */
  fieldErrors: TFieldErrors | undefined;
  /** The form's fields that got a message, in the order of `fieldKeys`. */
  placed: TField[];
  /** Messages with no field on screen to sit under, by the server's key. */
  unplaced: { key: string; message: string }[];
};

/** The server's key for each field of the form that shows one (`business_name` → `businesses.name`). */
export type FieldKeys<TValues extends FieldValues> = Partial<Record<Path<TValues>, string>>;

/** Puts the server's field errors on the form's fields (`setError`, type 'server'); the rest is returned. */
export function placeServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldErrors: TFieldErrors | undefined,
  fieldKeys: FieldKeys<TValues>,
  style: MessageStyle,
): ServerErrorPlacement<Path<TValues>> {
  const placed: Path<TValues>[] = [];
  const placedKeys = new Set<string>();
  for (const [field, key] of Object.entries(fieldKeys) as [Path<TValues>, string][]) {
    placedKeys.add(key);
    const message = serverFieldMessage(fieldErrors, key, style);
    if (!message) continue;
    setError(field, { type: 'server', message });
    placed.push(field);
  }
  const unplaced = Object.keys(fieldErrors ?? {}).flatMap((key) => {
    const message = placedKeys.has(key) ? undefined : serverFieldMessage(fieldErrors, key, style);
    return message ? [{ key, message }] : [];
  });
  return { fieldErrors, placed, unplaced };
}

/**
 * What the alert above a form says after a refusal: the server's messages that no field shows (they are
 * sentences naming their field), else its one message when no field got one, else nothing.
 */
export function refusalAlertMessage(error: unknown, placement: ServerErrorPlacement<string>): string | null {
  if (placement.unplaced.length > 0) return placement.unplaced.map(({ message }) => message).join(' ');
  return placement.placed.length > 0 ? null : errorMessage(error);
}

export type FormMutationOptions<TValues extends FieldValues, TResult> = {
  form: UseFormReturn<TValues>;
  mutationFn(values: TValues): Promise<TResult>;
  /** The fields that show the server's messages, with the key it sends them under. */
  fieldKeys: FieldKeys<TValues>;
  /** First message per field, or all joined with ' - ' (spec §5). */
  messages: MessageStyle;
  onSuccess?(result: TResult, values: TValues): void | Promise<void>;
  /** After a refusal, with the messages already on the fields; `error` is the failure itself. */
  onError?(error: unknown, placement: ServerErrorPlacement<Path<TValues>>): void;
  /** When the resolver refused the values (sign-up's required fields), instead of saving. */
  onInvalid?(): void;
};

/**
 * The one way a form sends itself to the API: `save(values)` calls `mutationFn`, clears the previous errors,
 * puts the server's field errors on the fields, and is ignored while a save is running (spec §4 Forms). It
 * answers true when the server accepted. `submit` is the form's onSubmit: it drops the server's messages of the
 * last attempt (react-hook-form would otherwise count them as a refusal), then validates and saves.
 */
export function useFormMutation<TValues extends FieldValues, TResult>(options: FormMutationOptions<TValues, TResult>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (values: TValues) => latest.current.mutationFn(values),
  });
  const running = useRef(false);

  const save = useCallback(
    async (values: TValues): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      const { form, fieldKeys, messages, onSuccess, onError } = latest.current;
      form.clearErrors();
      let result: TResult;
      try {
        result = await mutateAsync(values);
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
        const placement = placeServerErrors(form.setError, fieldErrors, fieldKeys, messages);
        onError?.(error, placement);
        return false;
      } finally {
        running.current = false;
      }
      await onSuccess?.(result, values);
      return true;
    },
    [mutateAsync],
  );

  const { form } = options;
  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      form.clearErrors();
      return form.handleSubmit(save, () => latest.current.onInvalid?.())(event);
    },
    [form, save],
  );

  return { save, submit, saving: isPending };
}
