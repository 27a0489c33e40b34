import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { BUSINESS_MEMBER_ROLES, type TBusinessMemberRole } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { inviteMember, teamKeys } from './api/team.ts';
import { ROLE_HINTS, ROLE_LABELS } from './team-words.ts';

/** Owners invite by address and role; the address gets a single-use link valid 7 days. */
export function InviteMemberForm({ businessId }: { businessId: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TBusinessMemberRole>('recruiter');
  const invite = useMutation({
    mutationFn: () => inviteMember(businessId, { email, role }),
    onSuccess: (member) => {
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: teamKeys.members(businessId) });
      showAlert({ message: `Invitation sent to ${member.email}.`, alertType: 'success' });
    },
  });
  const fields = invite.error instanceof ApiError ? invite.error.fieldErrors : undefined;
  const message = invite.isError && !fields ? errorMessage(invite.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invite.isPending) invite.mutate();
  };
  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card card-body mb-4">
      <h2 id={`${id}-title`} className="h5">
        Invite a team member
      </h2>
      {message ? <Alert variant="danger">{message}</Alert> : null}
      <div className="row g-2 align-items-start">
        <Form.Group className="col-12 col-md-6" controlId={`${id}-email`}>
          <Form.Label>E-mail address</Form.Label>
          <Form.Control
            type="email"
            autoComplete="off"
            value={email}
            required
            isInvalid={Boolean(fields?.email)}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{fields?.email?.[0]}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-8 col-md-3" controlId={`${id}-role`}>
          <Form.Label>Role</Form.Label>
          <Form.Select
            value={role}
            isInvalid={Boolean(fields?.role)}
            aria-describedby={`${id}-role-hint`}
            onChange={(event) => setRole(event.target.value as TBusinessMemberRole)}
          >
            {BUSINESS_MEMBER_ROLES.map((each) => (
              <option key={each} value={each}>
                {ROLE_LABELS[each]}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{fields?.role?.[0]}</Form.Control.Feedback>
        </Form.Group>
        <div className="col-4 col-md-3 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
          <Button type="submit" className="w-100" disabled={invite.isPending}>
            {invite.isPending ? (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : null}
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
