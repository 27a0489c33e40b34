import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
};

type Answer = { status: number; json: unknown };

export type FakeInvoiceItem = {
  id: string;
  customer: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
};

export type FakeAccount = {
  id: string;
  email: string | null;
  details_submitted: boolean;
  payouts_enabled: boolean;
  metadata: Record<string, string>;
};

export type FakeTransfer = {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
};

const metadataOf = (form: URLSearchParams) =>
  Object.fromEntries(
    [...form.entries()].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
  );

/** The request's parameters in a fixed order: what Stripe compares when an idempotency key comes again. */
const fingerprint = (path: string, form: URLSearchParams) =>
  `${path}?${[...form.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&')}`;

/**
 * A local stand-in for Stripe's API (STRIPE_API_URL in tests). It checks every call as Stripe would: the
 * secret key as a bearer token, form-encoded POSTs with an idempotency key, the parameters each endpoint
 * needs (a known customer for an invoice item, an amount in cents, a currency, a description). Like
 * Stripe it answers a repeated idempotency key with the same parameters by the object it made first, and
 * a repeated key with other parameters with an idempotency error; it can fail the next calls (an outage).
 * Endpoints: POST /v1/customers, POST /v1/customers/{id} (an update), POST /v1/invoiceitems,
 * GET /v1/invoices/{id}/lines; Connect: POST /v1/accounts (Express), POST /v1/account_links (whose URL is an
 * onboarding page of this fake), POST /v1/transfers (to a known account whose payouts are enabled).
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  /** Problems with calls the fake refused; a test expects none. */
  readonly problems: string[] = [];
  private readonly customers = new Map<string, { id: string; email: string | null }>();
  readonly invoiceItems = new Map<string, FakeInvoiceItem>();
  readonly accounts = new Map<string, FakeAccount>();
  readonly transfers = new Map<string, FakeTransfer>();
  private readonly idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  private readonly invoiceLines = new Map<string, unknown[]>();
  /** Account links handed out, by the path of their onboarding page on this server. */
  private readonly accountLinks = new Map<string, { account: string; returnUrl: string }>();
  private failuresLeft = 0;
  private server: http.Server | undefined;
  private address: string | undefined;
  /** Where the events of a finished onboarding are delivered (our webhook endpoint), if anywhere. */
  webhookUrl: string | undefined;

  /**
   * `secretKey` is the key the API must send; `webhookSecret` is the endpoint secret Stripe signs its events
   * with (`signed`).
   */
  constructor(
    readonly secretKey: string,
    readonly webhookSecret = 'whsec_fake_stripe',
  ) {}

  /** Where the fake answers (STRIPE_API_URL), once started. */
  get url(): string {
    if (!this.address) throw new Error('the fake Stripe is not started');
    return this.address;
  }

  /** The body and `Stripe-Signature` header Stripe would send for an event (see `signedDelivery`). */
  signed(event: unknown, timestamp?: number) {
    return signedDelivery(event, this.webhookSecret, timestamp);
  }

  /** The next `count` calls answer 500, as during an outage. */
  failNext(count: number): void {
    this.failuresLeft = count;
  }

  /** The lines `GET /v1/invoices/{id}/lines` lists for an invoice (as `invoiceLine` makes them). */
  setInvoiceLines(invoiceId: string, lines: unknown[]): void {
    this.invoiceLines.set(invoiceId, lines);
  }

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => this.answer(request, body, response));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.address = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.address;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const url = new URL(request.url ?? '/', 'http://fake');
    if (this.accountLinks.has(url.pathname)) {
      void this.onboardingPage(request.method ?? 'GET', url.pathname, response);
      return;
    }
    const form = request.method === 'GET' ? url.searchParams : new URLSearchParams(body);
    this.calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, form });
    const reply = ({ status, json }: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
      response.end(JSON.stringify(json));
    };
    const refuse = (problem: string) => {
      this.problems.push(problem);
      reply({ status: 400, json: { error: { type: 'invalid_request_error', message: problem } } });
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return refuse('wrong or missing secret key');

    const lines = /^\/v1\/invoices\/([A-Za-z0-9_]+)\/lines$/.exec(url.pathname);
    if (request.method === 'GET' && lines) {
      const data = this.invoiceLines.get(lines[1]!);
      if (!data) return refuse(`no such invoice ${lines[1]}`);
      return reply({ status: 200, json: { object: 'list', data, has_more: false, url: url.pathname } });
    }

    const make = this.maker(url.pathname, form);
    if (request.method !== 'POST' || !make) return refuse(`unexpected call ${request.method} ${url.pathname}`);
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return refuse('not form-encoded');
    }
    if (!idempotencyKey) return refuse('no idempotency key');
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      return reply({ status: 500, json: { error: { type: 'api_error', message: 'Stripe is having a moment.' } } });
    }
    const print = fingerprint(url.pathname, form);
    const earlier = this.idempotent.get(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== print) {
        return refuse(`idempotency key ${idempotencyKey} reused with other parameters`);
      }
      return reply(earlier.answer);
    }
    const problem = make.check();
    if (problem) return refuse(problem);
    const answer = { status: 200, json: make.create() };
    this.idempotent.set(idempotencyKey, { fingerprint: print, answer });
    reply(answer);
  }

  private maker(path: string, form: URLSearchParams): { check(): string | null; create(): unknown } | null {
    if (path === '/v1/customers') {
      return {
        check: () => (form.get('name') ? null : 'customer without a name'),
        create: () => {
          const customer = { id: `cus_test${this.customers.size + 1}`, email: form.get('email') };
          this.customers.set(customer.id, customer);
          return {
            id: customer.id,
            object: 'customer',
            name: form.get('name'),
            email: form.get('email'),
            metadata: metadataOf(form),
          };
        },
      };
    }
    const update = /^\/v1\/customers\/([A-Za-z0-9_]+)$/.exec(path);
    if (update) {
      const customer = this.customers.get(update[1]!);
      return {
        check: () => {
          if (!customer) return `update of an unknown customer '${update[1]}'`;
          const email = form.get('email') ?? '';
          if (!/^[^@\s]+@[^@\s]+$/.test(email)) return `customer e-mail '${email}' is not an address`;
          const others = [...form.keys()].filter((key) => key !== 'email');
          return others.length > 0 ? `customer update sends more than the e-mail: ${others.join(', ')}` : null;
        },
        create: () => {
          customer!.email = form.get('email');
          return { id: customer!.id, object: 'customer', email: customer!.email };
        },
      };
    }
    if (path === '/v1/invoiceitems') {
      return {
        check: () => {
          const customer = form.get('customer') ?? '';
          if (!this.customers.has(customer)) return `invoice item for an unknown customer '${customer}'`;
          const amount = form.get('amount') ?? '';
          if (!/^[1-9]\d*$/.test(amount))
            return `invoice item amount '${amount}' is not a positive whole number of cents`;
          if (form.get('currency') !== 'usd') return `invoice item currency '${form.get('currency')}'`;
          if (!form.get('description')) return 'invoice item without a description';
          if (!form.get('metadata[billing_record_id]')) return 'invoice item without our billing record id';
          return null;
        },
        create: () => {
          const item: FakeInvoiceItem = {
            id: `ii_test${this.invoiceItems.size + 1}`,
            customer: form.get('customer')!,
            amount: Number(form.get('amount')),
            currency: form.get('currency')!,
            description: form.get('description')!,
            metadata: metadataOf(form),
          };
          this.invoiceItems.set(item.id, item);
          return { object: 'invoiceitem', ...item };
        },
      };
    }
    if (path === '/v1/accounts') {
      return {
        check: () => {
          if (form.get('type') !== 'express') return `account of type '${form.get('type')}'`;
          if (form.get('country') !== 'US') return `account in '${form.get('country')}'`;
          if (form.get('business_type') !== 'individual') return `account for a '${form.get('business_type')}'`;
          return form.get('capabilities[transfers][requested]') === 'true' ? null : 'account without transfers';
        },
        create: () => {
          const account: FakeAccount = {
            id: `acct_test${this.accounts.size + 1}`,
            email: form.get('email'),
            details_submitted: false,
            payouts_enabled: false,
            metadata: metadataOf(form),
          };
          this.accounts.set(account.id, account);
          return accountObject(account);
        },
      };
    }
    if (path === '/v1/account_links') {
      return {
        check: () => {
          if (!this.accounts.has(form.get('account') ?? ''))
            return `link for an unknown account '${form.get('account')}'`;
          if (form.get('type') !== 'account_onboarding') return `account link of type '${form.get('type')}'`;
          if (!form.get('refresh_url') || !form.get('return_url')) return 'account link without its URLs';
          return null;
        },
        create: () => {
          // The onboarding page is served by this fake (see `onboardingPage`), as Stripe serves its own.
          const page = `/setup/e/${form.get('account')}/link${this.calls.length}`;
          this.accountLinks.set(page, { account: form.get('account')!, returnUrl: form.get('return_url')! });
          return {
            object: 'account_link',
            created: Math.floor(Date.now() / 1000),
            expires_at: Math.floor(Date.now() / 1000) + 300,
            url: `${this.url}${page}`,
          };
        },
      };
    }
    if (path === '/v1/transfers') {
      return {
        check: () => {
          const account = this.accounts.get(form.get('destination') ?? '');
          if (!account) return `transfer to an unknown account '${form.get('destination')}'`;
          if (!account.payouts_enabled) return `transfer to ${account.id}, whose payouts are not enabled`;
          const amount = form.get('amount') ?? '';
          if (!/^[1-9]\d*$/.test(amount)) return `transfer amount '${amount}' is not a positive whole number of cents`;
          if (form.get('currency') !== 'usd') return `transfer currency '${form.get('currency')}'`;
          return null;
        },
        create: () => {
          const transfer: FakeTransfer = {
            id: `tr_test${this.transfers.size + 1}`,
            amount: Number(form.get('amount')),
            currency: form.get('currency')!,
            destination: form.get('destination')!,
            transfer_group: form.get('transfer_group'),
            metadata: metadataOf(form),
            reversed: false,
          };
          this.transfers.set(transfer.id, transfer);
          return transferObject(transfer);
        },
      };
    }
    return null;
  }

  /**
   * The account as the referrer leaves onboarding (payouts enabled, or not yet), and the `account.updated`
   * event Stripe then sends.
   */
  updateAccount(id: string, change: { payoutsEnabled: boolean; detailsSubmitted?: boolean }) {
    const account = this.accounts.get(id);
    if (!account) throw new Error(`no fake account ${id}`);
    account.payouts_enabled = change.payoutsEnabled;
    account.details_submitted = change.detailsSubmitted ?? change.payoutsEnabled;
    return stripeEvent('account.updated', accountObject(account));
  }

  /**
   * Stripe's Express onboarding as a page of this fake: GET shows it, POST ("Agree and submit") finishes it:
   * the account can receive payouts, `account.updated` is delivered, signed, to `webhookUrl`, and the
   * person is sent back to the link's return URL, as Stripe does.
   */
  private async onboardingPage(method: string, page: string, response: http.ServerResponse): Promise<void> {
    const link = this.accountLinks.get(page)!;
    const account = this.accounts.get(link.account)!;
    if (method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Set up payouts (Stripe test mode)</title></head><body><main><h1>Set up payouts</h1>` +
          `<p>Test-mode onboarding of ${account.id} for ${account.email ?? 'no e-mail'}.</p>` +
          `<form method="post"><button type="submit">Agree and submit</button></form></main></body></html>`,
      );
      return;
    }
    const event = this.updateAccount(account.id, { payoutsEnabled: true });
    if (this.webhookUrl) {
      const delivery = this.signed(event);
      await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
        body: delivery.payload,
      }).catch((error: unknown) => this.problems.push(`account.updated not delivered: ${String(error)}`));
    }
    response.writeHead(303, { location: link.returnUrl });
    response.end();
  }

  /** Reverses a transfer in full, and returns the `transfer.reversed` event Stripe then sends. */
  reverseTransfer(id: string) {
    const transfer = this.transfers.get(id);
    if (!transfer) throw new Error(`no fake transfer ${id}`);
    transfer.reversed = true;
    return stripeEvent('transfer.reversed', transferObject(transfer));
  }

  /** The e-mail a customer has now (as made, or as last updated). */
  customerEmail(id: string): string | null | undefined {
    return this.customers.get(id)?.email;
  }

  /** Customers made, one per idempotency key. */
  get customerCount(): number {
    return this.customers.size;
  }
}

function accountObject(account: FakeAccount) {
  return {
    object: 'account',
    type: 'express',
    country: 'US',
    business_type: 'individual',
    charges_enabled: account.payouts_enabled,
    ...account,
  };
}

function transferObject(transfer: FakeTransfer) {
  return {
    object: 'transfer',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    amount_reversed: transfer.reversed ? transfer.amount : 0,
    ...transfer,
  };
}

/** A Stripe event about an object, as the webhook endpoint receives it. */
export function stripeEvent(type: string, object: unknown, eventId = `evt_${Math.random().toString(36).slice(2, 12)}`) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** An invoice line made from an invoice item, as API versions since 2025-03-31 send it. */
export function invoiceLine(item: { id: string; amount: number; metadata: Record<string, string> }) {
  return {
    id: `il_${item.id}`,
    object: 'line_item',
    amount: item.amount,
    currency: 'usd',
    metadata: item.metadata,
    parent: {
      type: 'invoice_item_details',
      invoice_item_details: { invoice: null, invoice_item: item.id, proration: false, proration_details: null },
      subscription_item_details: null,
    },
  };
}

/**
 * A Stripe event about an invoice (`invoice.paid`, `invoice.payment_failed`…) of a customer (the business's
 * `stripeCustomerId`), with the given lines.
 */
export function invoiceEvent(
  type: string,
  invoice: { id: string; customer: string; lines: unknown[]; hasMore?: boolean },
  eventId = `evt_${Math.random().toString(36).slice(2, 12)}`,
) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: invoice.id,
        object: 'invoice',
        customer: invoice.customer,
        status: type === 'invoice.paid' ? 'paid' : 'open',
        lines: {
          object: 'list',
          data: invoice.lines,
          has_more: invoice.hasMore ?? false,
          url: `/v1/invoices/${invoice.id}/lines`,
        },
      },
    },
  };
}

/** The body and `Stripe-Signature` header Stripe would send for an event, signed with the endpoint's secret. */
export function signedDelivery(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
  return { payload, header };
}

/** Posts a delivery to the API's Stripe webhook endpoint as Stripe does: JSON with its signature header (or none). */
export async function postStripeWebhook(apiUrl: string, delivery: { payload: string; header: string | undefined }) {
  const response = await fetch(`${apiUrl}/api/v1/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.header !== undefined ? { 'stripe-signature': delivery.header } : {}),
    },
    body: delivery.payload,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
