import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { routes } from '../../lib/paths.ts';
import { unsubscribe } from './api/account.ts';

/**
 * /unsubscribed?token=… : where an e-mail's unsubscribe link, opened in a browser, lands. The page confirms it
 * with the same one-click POST a mail provider sends, and says what was turned off.
 */
export default function UnsubscribedPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const result = useMutation({ mutationFn: unsubscribe });
  const sent = useRef(false);
  const { mutate } = result;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  let content;
  if (result.isIdle || result.isPending) content = <LoadingScreen label="Unsubscribing…" />;
  else if (result.isError) content = <Alert variant="danger">{errorMessage(result.error)}</Alert>;
  else
    content = (
      <>
        <h1 className="h3 mb-3">You are unsubscribed</h1>
        <p>{result.data.message}</p>
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
                Choose which e-mails you get in your <Link to={routes.me}>notification settings</Link>.
              </p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
