import { FakeStripe } from './fake-stripe.ts';

/**
 * The fake Stripe as a process of its own, for the browser journeys' server (apps/web/e2e/support/
 * start-server.mjs): started with the secret key and webhook secret the API is given, and the API's webhook
 * URL as its argument, it prints its address as one line of JSON and answers until it is stopped.
 */
const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
// The browser journeys finish Stripe's onboarding on the fake's page: its `account.updated` goes to the API's
// webhook endpoint (the first argument), signed with the API's webhook secret.
const stripe = new FakeStripe(secretKey, process.env.STRIPE_WEBHOOK_SECRET || undefined);
stripe.webhookUrl = process.argv[2];
const url = await stripe.start();
process.stdout.write(`${JSON.stringify({ url })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stripe.stop().then(() => process.exit(0)));
}
