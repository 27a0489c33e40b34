/** Types of stripe.mjs (plain JavaScript: the journeys' server start-up script imports it too). */
export declare const JOURNEY_STRIPE: { secretKey: string; webhookSecret: string };
