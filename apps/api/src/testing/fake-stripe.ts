import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
};

/**
 * A local stand-in for Stripe's API (STRIPE_API_URL in tests). It checks every call as Stripe would:
 * the secret key as a bearer token, a form-encoded POST to /v1/customers, an idempotency key; it
 * answers a repeated key with the customer it made first, and can fail the next calls (an outage).
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  /** Problems with calls the fake refused; a test expects none. */
  readonly problems: string[] = [];
  private readonly customers = new Map<string, { id: string }>();
  private failuresLeft = 0;
  private server: http.Server | undefined;

  constructor(private readonly secretKey: string) {}

  /** The next `count` calls answer 500, as during an outage. */
  failNext(count: number): void {
    this.failuresLeft = count;
  }

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => this.answer(request, body, response));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const form = new URLSearchParams(body);
    this.calls.push({ method: request.method ?? '', path: request.url ?? '', idempotencyKey, form });
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
      response.end(JSON.stringify(json));
    };
    const refuse = (problem: string) => {
      this.problems.push(problem);
      reply(400, { error: { type: 'invalid_request_error', message: problem } });
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return refuse('wrong or missing secret key');
    if (request.method !== 'POST' || request.url !== '/v1/customers') {
      return refuse(`unexpected call ${request.method} ${request.url}`);
    }
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return refuse('not form-encoded');
    }
    if (!idempotencyKey) return refuse('no idempotency key');
    if (!form.get('name')) return refuse('customer without a name');
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      return reply(500, { error: { type: 'api_error', message: 'Stripe is having a moment.' } });
    }
    let customer = this.customers.get(idempotencyKey);
    if (!customer) {
      customer = { id: `cus_test${this.customers.size + 1}` };
      this.customers.set(idempotencyKey, customer);
    }
    reply(200, {
      id: customer.id,
      object: 'customer',
      name: form.get('name'),
      email: form.get('email'),
      metadata: Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
    });
  }

  /** Customers made, one per idempotency key. */
  get customerCount(): number {
    return this.customers.size;
  }
}
