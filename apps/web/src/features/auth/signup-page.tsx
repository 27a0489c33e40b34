import { useState } from 'react';
import { Card, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { loadedOnFirstUse } from '../../components/loaded-on-first-use.tsx';

/** The form's code (and the form library's) loads when the visitor first reaches into it (decision 076). */
const SignUpForm = loadedOnFirstUse(() => import('./sign-up-form.tsx').then((module) => module.SignUpForm));

/**
 * /signup (spec §2.6): a signed-in visitor is sent on (employers to their dashboard, others to /jobs);
 * `role` containing 'employer' opens the Employer tab; `al` is the affiliate link id.
 */
export default function SignupPage() {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const [searchParams] = useSearchParams();
  // While this page's own sign-up is under way the form decides where the new user goes.
  const [signingUp, setSigningUp] = useState(false);
  const role = (searchParams.get('role') ?? '').toLowerCase().includes('employer') ? 'Employer' : 'Hunter';
  const affiliateLinkId = searchParams.get('al') || undefined;

  if (!tokenChecked) return <LoadingScreen />;
  if (loggedIn && !signingUp) {
    const target = can(currentUser, 'read', 'employers_dashboard') ? routes.employerDashboard : routes.jobs;
    return <Navigate to={target} replace />;
  }
  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={9} lg={7} xl={6}>
          <Card>
            <Card.Body>
              <h1 className="h3 mb-3">Sign up</h1>
              <SignUpForm
                key={role}
                initialRole={role}
                affiliateLinkId={affiliateLinkId}
                modal={false}
                onSubmitStart={() => setSigningUp(true)}
                onSubmitError={() => setSigningUp(false)}
              />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
