import { Card, Col, Container, Row } from 'react-bootstrap';
import { loadedOnFirstUse } from '../../components/loaded-on-first-use.tsx';

/** The form's code (and the form library's) loads when the visitor first reaches into it (decision 076). */
const ForgotPasswordForm = loadedOnFirstUse(() =>
  import('./forgot-password-form.tsx').then((module) => module.ForgotPasswordForm),
);

/** /forgot_password (spec §2.6): where a failed reset link lands; the same form as the modal. */
export default function ForgotPasswordPage() {
  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6} xl={5}>
          <Card>
            <Card.Body>
              <h1 className="h3 mb-3">Forgot your password?</h1>
              <p>Enter the email address of your account and we will send you a link to reset your password.</p>
              <ForgotPasswordForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
