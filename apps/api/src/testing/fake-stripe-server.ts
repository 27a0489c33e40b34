import { FakeStripe } from './fake-stripe.ts';

/**
 * The fake Stripe as a process of its own, for the browser journeys' server (apps/web/e2e/support/
 * start-server.mjs): started with the secret key the API is given, it prints its address as one line of JSON
 * and answers until it is stopped.
 */
const secretKey = process.env.STRIPE_SECRET_KEY;
if (!secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
const stripe = new FakeStripe(secretKey);
const url = await stripe.start();
process.stdout.write(`${JSON.stringify({ url })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stripe.stop().then(() => process.exit(0)));
}
