import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Alert, Container, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { ZRegionFields, type TRegion } from '@mainwork/contracts';
import { AdminFormHeading } from '../../components/admin-list.tsx';
import { EditFormShell } from '../../components/edit-form-shell.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { routes } from '../../lib/paths.ts';
import { regionQueryOptions, regionsKey } from '../../lib/region-queries.ts';
import { saveRegion } from './api/save-region.ts';

type RegionValues = { name: string };
/** The contract's `region{…}`: the form holds what goes inside it. */
const regionSchema = ZRegionFields.shape.region.unwrap();

function RegionForm({ region }: { region: TRegion | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameId = useId();
  const initial = useMemo(() => ({ name: region?.name ?? '' }), [region]);
  const form = useForm<RegionValues>({ defaultValues: initial, resolver: serverCheckedResolver(regionSchema) });
  const { save, saving } = useFormMutation({
    form,
    mutationFn: (values: RegionValues) => saveRegion(values.name, region?.id ?? null),
    fieldKeys: { name: 'name' },
    messages: 'joined',
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: regionsKey });
      navigate(routes.adminRegions);
    },
  });
  const error = form.formState.errors.name?.message;
  return (
    <EditFormShell
      form={form}
      saved={initial}
      save={save}
      saving={saving}
      startEditing
      onCancel={() => navigate(routes.adminRegions)}
      editLabel="Edit region"
      legend="Region"
      cancelLabel="Cancel"
    >
      {() => (
        <Form.Group className="mb-3" controlId={nameId}>
          <Form.Label>
            Name <span aria-hidden="true">*</span>
          </Form.Label>
          <Form.Control
            {...form.register('name')}
            required
            aria-describedby={`${nameId}-hint`}
            isInvalid={Boolean(error)}
            aria-invalid={Boolean(error) || undefined}
          />
          <Form.Text id={`${nameId}-hint`}>Name is required.</Form.Text>
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>
      )}
    </EditFormShell>
  );
}

/** /admin/regions/new and /{id}/edit (spec §2.7): Name (required). */
export default function RegionFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const query = useQuery({ ...regionQueryOptions(Number(id)), enabled: editing });
  let content;
  if (!editing) content = <RegionForm region={null} />;
  else if (query.isPending) content = <LoadingScreen label="Loading region…" />;
  else if (query.isError) content = <Alert variant="danger">Error loading region.</Alert>;
  else content = <RegionForm key={query.data.id} region={query.data} />;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <AdminFormHeading
        list="Regions"
        listTo={routes.adminRegions}
        current={editing ? (query.data?.name ?? 'Edit') : 'New'}
      />
      {content}
    </Container>
  );
}
