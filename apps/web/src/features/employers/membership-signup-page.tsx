import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Container, Form, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.tsx';
import { useGlobalAlert } from '../../components/alert-bar.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { routes } from '../../lib/paths.ts';
import { myMembershipQueryOptions } from '../../lib/api/memberships.ts';
import { joinMembership, membershipTermsQueryOptions } from './api/membership.ts';

/**
 * /employers/membership_signup: the membership terms (version, platform fee, billing per confirmed hire,
 * rewards), accepted with a checkbox; then the dashboard. A business already a member is told so.
 */
export default function MembershipSignupPage() {
  const terms = useQuery(membershipTermsQueryOptions());
  const mine = useQuery(myMembershipQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showAlert } = useGlobalAlert();
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checkboxId = useId();
  const join = useMutation({
    mutationFn: joinMembership,
    onSuccess: async (membership) => {
      queryClient.setQueryData(myMembershipQueryOptions().queryKey, membership);
      showAlert({
        message: 'Welcome! Your membership is active: you can post jobs now.',
        alertType: 'success',
        keepForNextPage: true,
      });
      await navigate(routes.employerDashboard);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      setProblem(fields ? Object.values(fields).flat().join(' ') : errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms.data || join.isPending) return;
    setProblem(null);
    if (!accepted) {
      setProblem('Please accept the membership terms to continue.');
      return;
    }
    join.mutate(terms.data.version);
  }

  let content;
  if (terms.isPending || mine.isPending) content = <LoadingScreen label="Loading the membership terms…" />;
  else if (terms.isError) content = <Alert variant="danger">{errorMessage(terms.error)}</Alert>;
  else if (mine.data?.active)
    content = (
      <Alert variant="success">
        <p className="mb-2">
          Your business is a member since {new Date(mine.data.accepted_at).toLocaleDateString('en-US')} (terms version{' '}
          {mine.data.terms_version}).
        </p>
        <Link to={routes.employerJobAdd} className="btn btn-primary me-2">
          Post a job
        </Link>
        <Link to={routes.employerDashboard} className="btn btn-outline-primary">
          Go to the dashboard
        </Link>
      </Alert>
    );
  else
    content = (
      <Form noValidate onSubmit={submit} aria-busy={join.isPending}>
        <Card className="mb-3">
          <Card.Body>
            <h2 className="h5">Membership terms, version {terms.data.version}</h2>
            <p className="lead fs-6">{terms.data.text}</p>
            <p>
              <strong>Platform fee:</strong> {terms.data.platform_fee_percent}% of each confirmed hire&apos;s reward
              value.
            </p>
            {terms.data.sections.map((section) => (
              <section key={section.title}>
                <h3 className="h6">{section.title}</h3>
                <p>{section.body}</p>
              </section>
            ))}
          </Card.Body>
        </Card>
        {problem ? (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Form.Check
          id={checkboxId}
          type="checkbox"
          className="mb-3"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          label={`I accept the membership terms (version ${terms.data.version}) on behalf of my business.`}
        />
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          Become a member
        </Button>
      </Form>
    );

  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3">MainWork membership</h1>
      <p className="text-body-secondary">Post jobs with referral rewards; pay only when MainWork finds your hire.</p>
      {content}
    </Container>
  );
}
