import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Breadcrumb, Button, Container, Form, Modal, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import type { TApiKey, TCreatedApiKey } from '@mainwork/contracts';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatDate } from '../../lib/day-formats.ts';
import { apiKeyKeys, apiKeysQueryOptions, revokeApiKey } from './api/api-keys.ts';
import { CreateApiKeyForm } from './create-api-key-form.tsx';

/** The key just made: its token, shown this once, with a copy control and what happens if it is lost. */
function NewKeyToken({ apiKey, onDone }: { apiKey: TCreatedApiKey; onDone(): void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The token appears where the form was used: move the reader to it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert variant="warning" className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="h5">
        Copy the key “{apiKey.name}” now
      </h2>
      <p>
        This is the only time it is shown: MainWork keeps only a fingerprint of it. Store it where your system keeps its
        secrets. If it is lost, revoke it and create a new one.
      </p>
      <Form.Label htmlFor={`${id}-token`} className="visually-hidden">
        API key {apiKey.name}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Form.Control
          id={`${id}-token`}
          readOnly
          value={apiKey.token}
          className="font-monospace flex-grow-1 w-auto"
          style={{ minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={apiKey.token} what={`API key ${apiKey.name}`} />
        <Button variant="outline-secondary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <p className="small mb-0 mt-2">
        Send it as <code>Authorization: Bearer …</code> with each request.
      </p>
    </Alert>
  );
}

function RevokeConfirmation(props: { apiKey: TApiKey | null; busy: boolean; onCancel(): void; onConfirm(): void }) {
  const titleId = `${useId()}-title`;
  return (
    <Modal show={props.apiKey !== null} onHide={props.onCancel} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h4">
          Revoke this key?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0 text-break">
          <strong>{props.apiKey?.name}</strong> stops working at once: every system using it is refused from its next
          request. This cannot be undone.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          Revoke
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke(): void }) {
  return (
    <li className="list-group-item" data-testid="api-key">
      <div className="row g-2 align-items-center">
        <div className="col-12 col-md-4 fw-semibold text-break">{apiKey.name}</div>
        <div className="col-12 col-md-3">
          <span className="visually-hidden">Scopes: </span>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} bg="secondary" className="me-1 fw-normal">
              {scope}
            </Badge>
          ))}
        </div>
        <div className="col-6 col-md-2 small">
          <span className="d-md-none text-body-secondary">Created </span>
          {formatDate(apiKey.created_at)}
        </div>
        <div className="col-6 col-md-2 small">
          <span className="d-md-none text-body-secondary">Last used </span>
          {apiKey.last_used_at ? formatDate(apiKey.last_used_at) : 'Never'}
        </div>
        <div className="col-12 col-md-1 text-md-end">
          <Button variant="outline-danger" size="sm" onClick={onRevoke}>
            Revoke<span className="visually-hidden"> {apiKey.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * /employers/my_business/api_keys (decision 069): an owner makes keys for the business's own systems (an
 * applicant-tracking system, the business's website), each with scopes; the token shows once. The list says
 * what each key may do and when it was last used; a key is revoked after a confirmation.
 */
export default function ApiKeysPage() {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const queryClient = useQueryClient();
  const { showAlert } = useGlobalAlert();
  const keys = useQuery({ ...apiKeysQueryOptions(businessId ?? 0), enabled: businessId !== null });
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: TApiKey) => revokeApiKey(businessId!, key.id),
    onSuccess: async (_, key) => {
      setRevoking(null);
      if (created?.id === key.id) setCreated(null);
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(businessId!) });
      showAlert({ message: `The key “${key.name}” was revoked.`, alertType: 'success' });
    },
    onError: (cause) => {
      setRevoking(null);
      showAlert({ message: errorMessage(cause), alertType: 'danger' });
    },
  });

  let list;
  if (businessId === null) list = <Alert variant="info">Your account is on no business's team.</Alert>;
  else if (keys.isPending) list = <LoadingScreen label="Loading your API keys…" />;
  else if (keys.isError) list = <Alert variant="danger">{errorMessage(keys.error)}</Alert>;
  else if (keys.data.length === 0)
    list = <p className="text-body-secondary">No API keys yet. Create one above when a system of yours needs one.</p>;
  else
    list = (
      <>
        <div className="row g-2 px-3 pb-2 small text-body-secondary d-none d-md-flex" aria-hidden="true">
          <div className="col-md-4">Name</div>
          <div className="col-md-3">Scopes</div>
          <div className="col-md-2">Created</div>
          <div className="col-md-2">Last used</div>
        </div>
        <ul className="list-group mb-4" aria-label="API keys">
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      </>
    );

  return (
    <Container fluid className="py-3">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">API keys</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <p className="text-body-secondary">
        Your business's own systems, such as an applicant-tracking system, use a key to post and close jobs and read
        applicants without anyone's password. A key acts as your business within its scopes, and stops working when it
        is revoked or when the owner who created it leaves the team.
      </p>
      {created ? <NewKeyToken apiKey={created} onDone={() => setCreated(null)} /> : null}
      {businessId !== null ? <CreateApiKeyForm businessId={businessId} onCreated={setCreated} /> : null}
      <h2 className="h5">Keys</h2>
      {list}
      <RevokeConfirmation
        apiKey={revoking}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Container>
  );
}
