import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useFormMutation, type FormMutationOptions } from '../lib/forms/use-form-mutation.ts';
import { AdminFormHeading } from './admin-list.tsx';
import { EditFormShell } from './edit-form-shell.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * The page of an admin form (`/admin/{things}/new` and `/{id}/edit`, spec §2.7): the breadcrumb 'List > New'
 * or '… > {name}', then, for an edit, the item loaded first (a loading screen, or the screen's error
 * sentence when it fails or the id is not one), and the form given the item (null for a new one).
 */
export function AdminFormPage<Item extends { id: number; name: string }, Key extends QueryKey>({
  list,
  listTo,
  what,
  itemQuery,
  errorText,
  maxWidth = 720,
  children,
}: {
  list: string;
  listTo: string;
  /** What is edited, for the loading label and the error: 'region' → 'Error loading region.' */
  what: string;
  itemQuery: (id: number) => UseQueryOptions<Item, Error, Item, Key>;
  /** The error sentence, when it is not 'Error loading {what}.' (e.g. the server's message). */
  errorText?: (error: Error | null) => string;
  maxWidth?: number;
  children: (item: Item | null) => ReactNode;
}) {
  const { id } = useParams();
  const editing = id !== undefined;
  const numeric = Number(id);
  const valid = editing && Number.isInteger(numeric) && numeric > 0;
  const query = useQuery({ ...itemQuery(valid ? numeric : 0), enabled: valid });
  const failed = (error: Error | null) => errorText?.(error) ?? `Error loading ${what}.`;
  let content: ReactNode;
  if (!editing) content = children(null);
  else if (!valid) content = <Alert variant="danger">{failed(null)}</Alert>;
  else if (query.isPending) content = <LoadingScreen label={`Loading ${what}…`} />;
  else if (query.isError) content = <Alert variant="danger">{failed(query.error)}</Alert>;
  else content = children(query.data);
  return (
    <div style={{ maxWidth }}>
      <AdminFormHeading list={list} listTo={listTo} current={editing ? (query.data?.name ?? 'Edit') : 'New'} />
      {content}
    </div>
  );
}

/**
 * `useFormMutation` for an admin form: after the server accepts, the lists under `invalidate` are loaded
 * again, then `onSuccess` runs, then the screen goes to `next(result)` when it names a path (the list, or
 * the new item's edit page).
 */
export function useAdminFormSave<TValues extends FieldValues, TResult>({
  invalidate,
  next,
  onSuccess,
  ...options
}: FormMutationOptions<TValues, TResult> & {
  invalidate: QueryKey;
  next?: (result: TResult) => string | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormMutation({
    ...options,
    async onSuccess(result, values) {
      await queryClient.invalidateQueries({ queryKey: invalidate });
      await onSuccess?.(result, values);
      const path = next?.(result);
      if (path) navigate(path);
    },
  });
}

/**
 * The edit shell of an admin form (decision 015) as the simple admin forms use it: open for editing from
 * the start, with a 'Cancel' beside the submit button, both going back to the list.
 */
export function AdminFormShell<TValues extends FieldValues>({
  listTo,
  ...props
}: Omit<Parameters<typeof EditFormShell<TValues>>[0], 'onCancel' | 'cancelLabel' | 'startEditing'> & {
  listTo: string;
}) {
  const navigate = useNavigate();
  return <EditFormShell {...props} startEditing onCancel={() => navigate(listTo)} cancelLabel="Cancel" />;
}
