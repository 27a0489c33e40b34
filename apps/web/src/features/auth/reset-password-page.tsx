import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { routes } from '../../lib/paths.ts';
import { resetTokenQueryOptions } from './api/password-reset.ts';
import { loadedOnFirstUse } from '../../components/loaded-on-first-use.tsx';

export const INVALID_RESET_LINK_MESSAGE =
  'Oops! This reset password link has either expired or is invalid. Please try again.';
export const RESET_LINK_CHECK_FAILED_MESSAGE = 'An unknown error has occurred. Please try again.';

const USER_ID = /^[1-9]\d{0,9}$/;

/** The form's code (and the form library's) loads when the visitor first reaches into it (decision 076). */
const ResetPasswordForm = loadedOnFirstUse(() =>
  import('./reset-password-form.tsx').then((module) => module.ResetPasswordForm),
);

/**
 * /reset_password?id=…&token=… (spec §2.6, §4): the link's token is checked first; an invalid or expired
 * link (or one missing its id or token) sends the visitor to /forgot_password with an alert that
 * survives the redirect.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useGlobalAlert();
  const userId = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const wellFormed = USER_ID.test(userId) && token !== '';

  const check = useQuery({ ...resetTokenQueryOptions(userId, token), enabled: wellFormed });

  const failed = !wellFormed || check.isError;
  useEffect(() => {
    if (!failed) return;
    const linkInvalid =
      !wellFormed || (check.error instanceof ApiError && (check.error.status === 401 || check.error.status === 404));
    showAlert({
      message: linkInvalid ? INVALID_RESET_LINK_MESSAGE : RESET_LINK_CHECK_FAILED_MESSAGE,
      alertType: 'danger',
      keepForNextPage: true,
    });
    navigate(routes.forgotPassword, { replace: true });
  }, [failed, wellFormed, check.error, showAlert, navigate]);

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6} xl={5}>
          {check.isSuccess ? (
            <Card>
              <Card.Body>
                <h1 className="h3 mb-3">Reset your password</h1>
                <ResetPasswordForm userId={userId} token={token} />
              </Card.Body>
            </Card>
          ) : (
            <LoadingScreen label="Checking your reset link…" />
          )}
        </Col>
      </Row>
    </Container>
  );
}
