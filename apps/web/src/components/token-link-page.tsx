import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { Alert } from './alert.tsx';
import { useSearchParams } from 'react-router-dom';
import { INCOMPLETE_LINK_MESSAGE } from '@mainwork/contracts';
import { errorMessage } from '../lib/api-client.ts';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * Where an e-mailed link lands (`?token=…`): mail scanners open GET links, so the link is this page, which
 * POSTs the token once (`send`) and shows progress (`pendingLabel`), what was done (`done`) or the
 * server's message. A link without a token is not sent: the page says it is incomplete. `title` heads the page
 * until it is done, when `done` gives its own heading; `footer` is a way on, shown in every state.
 */
export function TokenLinkPage<Result>(props: {
  title: string;
  send: (token: string) => Promise<Result>;
  pendingLabel: string;
  done: (result: Result) => ReactNode;
  footer: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const result = useMutation({ mutationFn: props.send });
  const sent = useRef(false);
  const { mutate } = result;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  let content;
  if (!token) content = <Alert variant="warning">{INCOMPLETE_LINK_MESSAGE}</Alert>;
  else if (result.isIdle || result.isPending) content = <LoadingScreen label={props.pendingLabel} />;
  else if (result.isError) content = <Alert variant="danger">{errorMessage(result.error)}</Alert>;
  else content = props.done(result.data);
  // Every state has the page's heading: one to land on, and what the page is for, even when the link failed.
  const heading = result.isSuccess ? null : <h1 className="h3 mb-3">{props.title}</h1>;

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card>
            <Card.Body>
              {heading}
              {content}
              <p className="mb-0">{props.footer}</p>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
