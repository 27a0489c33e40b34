import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useForm } from 'react-hook-form';
import { BUSINESS_MEMBER_ROLES, ZBusinessMemberCreate, type TBusinessMemberRole } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { FormField } from '../../components/form-fields.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import { useFormMutation } from '../../lib/forms/use-form-mutation.ts';
import { inviteMember, teamKeys } from './api/team.ts';
import { ROLE_HINTS, ROLE_LABELS } from './team-words.ts';

type InviteValues = { email: string; role: TBusinessMemberRole };

/** Owners invite by address and role; the address gets a single-use link valid 7 days. */
export function InviteMemberForm({ businessId }: { businessId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    defaultValues: { email: '', role: 'recruiter' },
    resolver: serverCheckedResolver(ZBusinessMemberCreate.shape.member),
  });
  const { submit, saving } = useFormMutation({
    form,
    mutationFn: (values: InviteValues) => {
      setMessage(null);
      return inviteMember(businessId, values);
    },
    fieldKeys: { email: 'email', role: 'role' },
    messages: 'first',
    onSuccess: (member) => {
      form.setValue('email', '');
      void queryClient.invalidateQueries({ queryKey: teamKeys.members(businessId) });
      showAlert({ message: `Invitation sent to ${member.email}.`, alertType: 'success' });
    },
    onError(cause, { placed }) {
      if (placed.length === 0) setMessage(errorMessage(cause));
    },
  });
  const errors = form.formState.errors;
  const role = form.watch('role');
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card card-body mb-4">
      <h2 id={`${id}-title`} className="h5">
        Invite a team member
      </h2>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <div className="row g-2 align-items-start">
        <FormField id={`${id}-email`} label="E-mail address" error={errors.email?.message} className="col-12 col-md-6">
          {(control) => (
            <Form.Control
              id={control.id}
              type="email"
              autoComplete="off"
              required
              isInvalid={control.invalid}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField id={`${id}-role`} label="Role" error={errors.role?.message} className="col-8 col-md-3">
          {(control) => (
            <Form.Select
              id={control.id}
              isInvalid={control.invalid}
              aria-invalid={control.invalid || undefined}
              aria-describedby={[`${id}-role-hint`, control.describedBy].filter(Boolean).join(' ')}
              {...form.register('role')}
            >
              {BUSINESS_MEMBER_ROLES.map((each) => (
                <option key={each} value={each}>
                  {ROLE_LABELS[each]}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <div className="col-4 col-md-3 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
          <Button type="submit" className="w-100" disabled={saving}>
            {saving ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            Invite
          </Button>
        </div>
      </div>
      <Form.Text id={`${id}-role-hint`}>
        {ROLE_LABELS[role]}: {ROLE_HINTS[role]}
      </Form.Text>
    </Form>
  );
}
