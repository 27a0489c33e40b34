import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Breadcrumb, Button, Container, Form, InputGroup } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { WEBHOOKS_PER_BUSINESS_MAX, type TCreatedWebhook } from '@mainwork/contracts';
import { CopyButton } from '../../components/copy-button.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { createWebhook, webhookKeys, webhooksQueryOptions } from './api/webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookRow } from './webhook-row.tsx';

/** The signing secret of a webhook just added: shown here once, with a copy button. */
function NewSecret({ created, onDone }: { created: TCreatedWebhook; onDone: () => void }) {
  return (
    <Alert variant="success" className="mb-3">
      <h2 className="h6">Webhook added: copy its signing secret now</h2>
      <p className="small mb-2">
        MainWork shows it only this once. Check each delivery’s <code>MainWork-Signature</code> header with it: the
        HMAC-SHA256 of the <code>t</code> value, a dot and the body.
      </p>
      <InputGroup className="mb-2">
        <Form.Control readOnly value={created.secret} aria-label="Signing secret" className="font-monospace" />
        <CopyButton text={created.secret} what="signing secret" />
      </InputGroup>
      <Button size="sm" variant="outline-success" onClick={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}

/**
 * /employers/my_business/webhooks (decision 070): the business owner's outgoing webhooks: add one (its secret
 * shown once), change, turn off, resume after MainWork paused it, delete, and each one's delivery log with Replay.
 */
export default function WebhooksPage() {
  const { currentUser } = useAuth();
  const businessId = currentUser?.business_id ?? null;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<TCreatedWebhook | null>(null);
  const webhooks = useQuery({ ...webhooksQueryOptions(businessId ?? 0), enabled: businessId !== null });

  let list;
  if (businessId === null) list = <Alert variant="info">Your account is on no business's team.</Alert>;
  else if (webhooks.isPending) list = <LoadingScreen label="Loading your webhooks…" />;
  else if (webhooks.isError) list = <Alert variant="danger">{errorMessage(webhooks.error)}</Alert>;
  else if (webhooks.data.length === 0)
    list = <p className="text-body-secondary">No webhook yet. Add one to hear of new applications, jobs and hires.</p>;
  else
    list = (
      <ul className="list-group mb-4" aria-label="Webhooks">
        {webhooks.data.map((webhook) => (
          <WebhookRow key={webhook.id} webhook={webhook} businessId={businessId} />
        ))}
      </ul>
    );
  const full = (webhooks.data?.length ?? 0) >= WEBHOOKS_PER_BUSINESS_MAX;

  return (
    <Container fluid className="py-3">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Webhooks</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <p className="text-body-secondary">
        Your own systems hear of your business’s events as they happen: MainWork POSTs each one as signed JSON, retries
        for a day when the address does not answer 2xx, and pauses a webhook that fails all that time.
      </p>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      {businessId !== null && adding ? (
        <WebhookForm
          title="Add a webhook"
          initial={{ url: '', events: ['application.created'] }}
          submitLabel="Add webhook"
          save={(values) => createWebhook(businessId, values)}
          onSaved={(answer) => {
            setAdding(false);
            setCreated(answer);
            void queryClient.invalidateQueries({ queryKey: webhookKeys.list(businessId) });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : businessId !== null ? (
        <Button className="mb-3" disabled={full} onClick={() => setAdding(true)}>
          Add a webhook
        </Button>
      ) : null}
      <h2 className="h5">Your webhooks</h2>
      {list}
    </Container>
  );
}
