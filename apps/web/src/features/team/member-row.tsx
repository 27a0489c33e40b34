import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { BUSINESS_MEMBER_ROLES, type TBusinessMember, type TBusinessMemberRole } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { currentUserKey } from '../../lib/auth/auth-queries.ts';
import { changeMemberRole, removeMember, resendInvitation, teamKeys } from './api/team.ts';
import { ROLE_LABELS, STATUS_LABELS } from './team-words.ts';
import { EmailAddress } from '../../components/email-address.tsx';

/** 'Remove … from the team?' or 'Withdraw the invitation to …?'; the action answers once the server has. */
function RemoveConfirmation(props: {
  member: TBusinessMember;
  show: boolean;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const titleId = `${useId()}-title`;
  const invited = props.member.status === 'invited';
  const who = props.member.name ?? props.member.email;
  return (
    <Modal show={props.show} onHide={props.onCancel} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          {invited ? 'Withdraw this invitation?' : 'Remove from the team?'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0 text-break">
          {invited ? (
            <>
              The link sent to{' '}
              <strong>
                <EmailAddress email={props.member.email} />
              </strong>{' '}
              stops working.
            </>
          ) : (
            <>
              <strong>{who}</strong> loses access to this business's jobs and applicants at once. Their own account,
              applications and share links stay theirs.
            </>
          )}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          {invited ? 'Withdraw' : 'Remove'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Why the business's only owner has no role select and no Remove (the API refuses both). */
export const SOLE_OWNER_NOTE = 'The only owner: make someone else an owner before changing this role or leaving.';

/**
 * One person of the team: name and address, role and status, and for owners the controls: the role (chosen, then
 * "Change role"; Escape or the saved role drops the choice), Resend for a
 * pending invitation, Remove (or Withdraw) after a confirmation. The sole owner gets neither control but a note
 * saying why. A refused change (the last owner, when the list was out of date) shows the server's message in the
 * alert bar.
 */
export function MemberRow({
  member,
  businessId,
  isYou,
  mayManage,
  soleOwner,
}: {
  member: TBusinessMember;
  businessId: number;
  isYou: boolean;
  mayManage: boolean;
  soleOwner: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const [confirming, setConfirming] = useState(false);
  // The role chosen in the select, not saved until "Change role" (arrow keys fire change at every press).
  const [picked, setPicked] = useState<TBusinessMemberRole | null>(null);
  const who = member.name ?? member.email;
  // Your own role or membership is also your session's: the panel and the route guards follow it.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.members(businessId) }),
      isYou ? queryClient.invalidateQueries({ queryKey: currentUserKey }) : null,
    ]);
  const failed = (cause: unknown) => showAlert({ message: errorMessage(cause), alertType: 'danger' });

  const role = useMutation({
    mutationFn: (next: TBusinessMemberRole) => changeMemberRole(businessId, member.id, next),
    onSuccess: async (_, next) => {
      setPicked(null);
      await refresh();
      showAlert({ message: `${who} is now ${next === 'owner' ? 'an owner' : 'a recruiter'}.`, alertType: 'success' });
    },
    onError: (cause) => {
      setPicked(null);
      failed(cause);
    },
  });
  const resend = useMutation({
    mutationFn: () => resendInvitation(businessId, member.id),
    onSuccess: () => showAlert({ message: `Invitation sent again to ${member.email}.`, alertType: 'success' }),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeMember(businessId, member.id),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      showAlert({
        message:
          member.status === 'invited'
            ? `Invitation to ${member.email} withdrawn.`
            : `${who} was removed from the team.`,
        alertType: 'success',
      });
    },
    onError: (cause) => {
      setConfirming(false);
      failed(cause);
    },
  });

  const pending = picked !== null && picked !== member.role ? picked : null;
  const controls = mayManage && !soleOwner;
  return (
    <li className="list-group-item py-3" data-testid="team-member">
      <div className="row g-2 align-items-center">
        <div className="col-12 col-md-4" style={{ minWidth: 0 }}>
          <div className="fw-semibold text-break">
            {member.name ?? (
              <span className="text-body-secondary">{member.status === 'invited' ? 'Invited' : 'No name'}</span>
            )}
            {isYou ? <span className="text-body-secondary fw-normal"> (you)</span> : null}
          </div>
          <div className="small">
            <EmailAddress email={member.email} />
          </div>
        </div>
        <div className="col-6 col-md-3">
          {controls ? (
            <>
              <Form.Label htmlFor={`${id}-role`} className="visually-hidden">
                Role of {who}
              </Form.Label>
              <div className="d-flex flex-column align-items-start gap-1">
                <Form.Select
                  id={`${id}-role`}
                  size="sm"
                  value={pending ?? member.role}
                  disabled={role.isPending}
                  onChange={(event) => {
                    const next = event.target.value as TBusinessMemberRole;
                    setPicked(next === member.role ? null : next);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' && pending) {
                      event.preventDefault();
                      setPicked(null);
                    }
                  }}
                >
                  {BUSINESS_MEMBER_ROLES.map((each) => (
                    <option key={each} value={each}>
                      {ROLE_LABELS[each]}
                    </option>
                  ))}
                </Form.Select>
                {pending ? (
                  <Button size="sm" disabled={role.isPending} onClick={() => role.mutate(pending)}>
                    {role.isPending ? (
                      <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                    ) : null}
                    Change role
                    <span className="visually-hidden">
                      {' '}
                      of {who} to {ROLE_LABELS[pending]}
                    </span>
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <span>
              <span className="visually-hidden">Role: </span>
              {ROLE_LABELS[member.role]}
            </span>
          )}
        </div>
        <div className="col-6 col-md-2">
          <span className="visually-hidden">Status: </span>
          <Badge
            bg={member.status === 'active' ? 'success' : 'warning'}
            text={member.status === 'active' ? undefined : 'dark'}
          >
            {STATUS_LABELS[member.status]}
          </Badge>
        </div>
        {mayManage && soleOwner ? (
          <div className="col-12 col-md-3 small text-body-secondary text-md-end">{SOLE_OWNER_NOTE}</div>
        ) : null}
        {controls ? (
          <div className="col-12 col-md-3 d-flex flex-wrap gap-2 justify-content-md-end">
            {member.status === 'invited' ? (
              <Button variant="outline-primary" size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? (
                  <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                ) : null}
                Resend<span className="visually-hidden"> the invitation to {member.email}</span>
              </Button>
            ) : null}
            <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
              {member.status === 'invited' ? 'Withdraw' : 'Remove'}
              <span className="visually-hidden"> {who}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <RemoveConfirmation
        member={member}
        show={confirming}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
