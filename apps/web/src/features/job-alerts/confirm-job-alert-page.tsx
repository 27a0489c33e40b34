import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { routes } from '../../lib/paths.ts';
import { confirmJobAlert } from './api/job-alerts.ts';

export const ALERT_ON_MESSAGE = 'Your job alert is on.';

/**
 * /job_alerts/confirm?token=… : where a visitor's confirmation link lands. The page sends the confirmation once;
 * the alert mails only from then on.
 */
export default function ConfirmJobAlertPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const result = useMutation({ mutationFn: confirmJobAlert });
  const sent = useRef(false);
  const { mutate } = result;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  let content;
  if (result.isIdle || result.isPending) content = <LoadingScreen label="Confirming your job alert…" />;
  else if (result.isError) content = <Alert variant="danger">{errorMessage(result.error)}</Alert>;
  else
    content = (
      <>
        <h1 className="h3 mb-3">{ALERT_ON_MESSAGE}</h1>
        <p>We will e-mail you new jobs that match your search.</p>
      </>
    );

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card>
            <Card.Body>
              {content}
              <p className="mb-0">
                <Link to={routes.jobs}>Search jobs</Link>
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
