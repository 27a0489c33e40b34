import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Breadcrumb, Button, Container } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { DEFAULT_APPLICATION_MESSAGES } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { defaultApplicationQueryOptions } from './api/default-application.ts';
import { InstantApplyDefaultsForm } from './instant-apply-defaults-form.tsx';

/**
 * /instant_apply_defaults (spec §2.6): the candidate's saved contact details, resume and cover letter that
 * prefill Instant Apply. Without any: 'We are sorry. Instant Apply defaults do not exist.' and a way to
 * create them.
 */
export default function InstantApplyDefaultsPage() {
  const query = useQuery(defaultApplicationQueryOptions());
  const [creating, setCreating] = useState(false);

  let content;
  if (query.isPending) content = <LoadingScreen label="Loading your Instant Apply defaults…" />;
  else if (query.isError) content = <Alert variant="danger">{errorMessage(query.error)}</Alert>;
  else if (query.data) content = <InstantApplyDefaultsForm key={query.data.id} saved={query.data} />;
  else if (creating)
    content = <InstantApplyDefaultsForm saved={null} startEditing onCancelCreate={() => setCreating(false)} />;
  else
    content = (
      <div className="text-center py-4">
        <p>{DEFAULT_APPLICATION_MESSAGES.notFound}</p>
        <Button onClick={() => setCreating(true)}>Create Instant Apply defaults</Button>
      </div>
    );

  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Instant Apply Defaults</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <p className="text-body-secondary">These details fill in the Instant Apply form for you.</p>
      {content}
    </Container>
  );
}
