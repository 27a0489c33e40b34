import { useId } from 'react';
import { Breadcrumb, Container } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { PayoutSetup, type PayoutReturn } from './payout-setup.tsx';
import { RewardList } from './reward-list.tsx';

const returnOf = (value: string | null): PayoutReturn => (value === 'return' || value === 'refresh' ? value : null);

/**
 * /me/rewards (decision 065): the referrer's payout setup and every reward they earned through their share
 * links, with where it stands, its promotion code or its gift card's QR code. Stripe's onboarding returns
 * here (`?payouts=return|refresh`).
 */
export default function MyRewardsPage() {
  const headingId = useId();
  const [search] = useSearchParams();
  return (
    <Container className="py-4">
      <Breadcrumb>
        <Breadcrumb.Item active>
          <h1 className="h4 d-inline text-body">My Rewards</h1>
        </Breadcrumb.Item>
      </Breadcrumb>
      <PayoutSetup returned={returnOf(search.get('payouts'))} />
      <section aria-labelledby={headingId} className="mt-3">
        <h2 id={headingId} className="h5">
          Your rewards
        </h2>
        <RewardList labelledBy={headingId} />
      </section>
    </Container>
  );
}
