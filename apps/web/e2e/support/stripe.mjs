/** The Stripe settings of the journeys' server: its API is a local fake (apps/api/src/testing/fake-stripe.ts). */
export const JOURNEY_STRIPE = {
  secretKey: 'sk_test_journeys',
  webhookSecret: 'whsec_journeys_secret',
};
