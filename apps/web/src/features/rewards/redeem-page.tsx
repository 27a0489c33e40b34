import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Badge, Breadcrumb, Button, Container, Spinner } from 'react-bootstrap';
import { Alert } from '../../components/alert.tsx';
import { useParams } from 'react-router-dom';
import { EMPLOYER_REWARD_SOURCE_ID, formatRewardInWords, type TRedemption } from '@mainwork/contracts';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/day-formats.ts';
import { redeemGiftCard, redemptionQueryOptions } from './api/redemptions.ts';
import { rewardKeys } from './api/reward-keys.ts';

export const REDEEM_TEXTS = {
  loading: 'Loading the gift card…',
  notFound: 'There is no gift card with this code. Check the code, or ask the referrer to show their rewards page.',
  forbidden:
    'Only the business that gives this gift card can redeem it: sign in with the account of its contact e-mail address.',
  redeem: 'Mark redeemed',
  redeeming: 'Marking redeemed…',
  done: 'Redeemed. Thank you!',
  canRedeem: 'Check the name with the person showing the code, give them the reward, then mark it redeemed.',
  referrerView: 'Show this page or the QR code on your rewards page at the business to redeem your gift card.',
} as const;

const giverOf = (redemption: TRedemption) =>
  redemption.reward_source && redemption.reward_source.id !== EMPLOYER_REWARD_SOURCE_ID
    ? redemption.reward_source.name
    : redemption.employer_business_name;

/** `pageCode` is the code as the address has it (typed, perhaps in lower case): the query's key. */
function Redemption({ redemption, pageCode }: { redemption: TRedemption; pageCode: string }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const redeem = useMutation({
    mutationFn: () => redeemGiftCard(redemption.code),
    onSuccess: (redeemed) => queryClient.setQueryData(rewardKeys.redemption(pageCode), redeemed),
    // Someone else redeemed it meanwhile: show what it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: rewardKeys.redemption(pageCode) }),
  });
  const redeemed = redemption.status === 'redeemed';
  return (
    <article className="card" style={{ maxWidth: '36rem' }} aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0">
            {formatRewardInWords(redemption)}
          </h2>
          <Badge bg={redeemed ? 'secondary' : 'success'}>{redeemed ? 'Redeemed' : 'Ready to redeem'}</Badge>
        </div>
        <dl className="row mb-3">
          <dt className="col-sm-4">Given by</dt>
          <dd className="col-sm-8">{giverOf(redemption)}</dd>
          <dt className="col-sm-4">Earned by</dt>
          <dd className="col-sm-8">{redemption.referrer_name}</dd>
          <dt className="col-sm-4">Code</dt>
          <dd className="col-sm-8 font-monospace text-break">{redemption.code}</dd>
          {redemption.description ? (
            <>
              <dt className="col-sm-4">Good for</dt>
              <dd className="col-sm-8">{redemption.description}</dd>
            </>
          ) : null}
          <dt className="col-sm-4">Status</dt>
          <dd className="col-sm-8 mb-0" data-testid="redemption-status">
            {redeemed
              ? `Redeemed${redemption.redeemed_at ? ` on ${formatDate(redemption.redeemed_at)}` : ''}`
              : 'Not redeemed yet'}
          </dd>
        </dl>
        {redeem.isSuccess ? (
          <Alert variant="success" className="mb-0" role="status">
            {REDEEM_TEXTS.done}
          </Alert>
        ) : null}
        {redeem.isError ? (
          <Alert variant="danger" className="mb-0">
            {errorMessage(redeem.error)}
          </Alert>
        ) : null}
        {redemption.can_redeem ? (
          <>
            <p className="small text-body-secondary">{REDEEM_TEXTS.canRedeem}</p>
            <Button variant="primary" onClick={() => redeem.mutate()} disabled={redeem.isPending}>
              {redeem.isPending ? (
                <>
                  <Spinner size="sm" aria-hidden="true" className="me-1" />
                  {REDEEM_TEXTS.redeeming}
                </>
              ) : (
                REDEEM_TEXTS.redeem
              )}
            </Button>
          </>
        ) : null}
        {!redemption.can_redeem && !redeemed && !redeem.isSuccess ? (
          <p className="small text-body-secondary mb-0">{REDEEM_TEXTS.referrerView}</p>
        ) : null}
      </div>
    </article>
  );
}

/**
 * /redeem/{code} (decision 065), the page a gift card's QR code opens: what the reward is, whose it is and
 * whether it was redeemed; the business's contact (or an admin) marks it redeemed here, once.
 */
export default function RedeemPage() {
  const { code = '' } = useParams();
  const query = useQuery(redemptionQueryOptions(code));
  let content;
  if (query.isPending) content = <LoadingScreen label={REDEEM_TEXTS.loading} />;
  else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    content = (
      <Alert variant={status === 404 ? 'warning' : 'danger'}>
        {status === 404 ? REDEEM_TEXTS.notFound : status === 403 ? REDEEM_TEXTS.forbidden : errorMessage(query.error)}
      </Alert>
    );
  } else content = <Redemption redemption={query.data} pageCode={code} />;
  return (
    <Container className="py-4">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">Redeem a Reward</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      {content}
    </Container>
  );
}
