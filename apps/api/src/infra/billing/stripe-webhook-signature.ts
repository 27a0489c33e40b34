import Stripe from 'stripe';

/** Stripe's default: a signed delivery older (or newer) than five minutes is refused, against replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What a delivery's bytes turned out to be, once its `Stripe-Signature` header was checked. */
export type SignedDelivery =
  /** No header, a signature that does not match, or a timestamp more than the tolerance away from now. */
  | { kind: 'refused' }
  /** Signed by Stripe's secret, but its bytes are not JSON. */
  | { kind: 'not_json' }
  | { kind: 'signed'; body: unknown };

/** The header's timestamp (`t=…`), read as the SDK reads it: the last `t` wins. */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/**
 * Checks the `Stripe-Signature` header (`t=…,v1=…`, HMAC-SHA256 of `t.body` with the endpoint's secret)
 * on the raw body with the SDK's own check, and only then parses it. The SDK refuses only old
 * timestamps; one dated ahead by more than the tolerance is refused here too, so a leaked signed body
 * cannot be kept for a replay later.
 */
export function checkStripeDelivery(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now = Date.now(),
): SignedDelivery {
  if (!signatureHeader) return { kind: 'refused' };
  try {
    Stripe.webhooks.signature!.verifyHeader(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    return { kind: 'refused' };
  }
  if (!(signedAt(signatureHeader) <= Math.floor(now / 1000) + WEBHOOK_TOLERANCE_SECONDS)) return { kind: 'refused' };
  try {
    return { kind: 'signed', body: JSON.parse(rawBody.toString('utf8')) as unknown };
  } catch {
    return { kind: 'not_json' };
  }
}
