import Stripe from 'stripe';

/** Stripe's default: a signed delivery older (or newer) than five minutes is refused, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks the `Stripe-Signature` header (`t=…,v1=…`, HMAC-SHA256 of `t.body` with the endpoint's secret)
 * on the raw body, with the SDK's own check, and only then parses it. Null when the header is missing,
 * does not match, is too old, or the signed body is not JSON.
 */
export function verifiedStripeEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
): { id: string; type: string; data: { object: unknown } } | null {
  if (!signatureHeader) return null;
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
    return event as unknown as { id: string; type: string; data: { object: unknown } };
  } catch {
    return null;
  }
}
