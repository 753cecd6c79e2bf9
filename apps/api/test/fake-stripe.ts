import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  trialEnd: number | null;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  metadata: Record<string, string>;
}

/**
 * A local HTTP server that answers like Stripe's API for the calls the gateway makes, and
 * records each request (method, path, form fields, idempotency key) for contract tests.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly missingCustomers = new Set<string>();
  readonly missingPrices = new Set<string>();
  /** Checkout sessions by id, with their customer and status ('open' until expired). */
  readonly checkoutSessions = new Map<
    string,
    { customer: string; status: 'open' | 'expired' | 'complete' }
  >();
  portalConfigured = true;
  /** While true, updating a subscription fails as a Stripe outage would (HTTP 500). */
  failSubscriptionUpdates = false;
  /** The most items a list page holds (Stripe's own cap is 100); lower it to test paging. */
  listPageSize = 100;
  /**
   * The first answer to each POST with an idempotency key, replayed for a repeated key as
   * Stripe does for 24 h (errors included: a 500 stored once is answered again).
   */
  private readonly idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  private ids = 0;

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.ids}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}_fake${this.ids}`;
  }

  private async answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const header = req.headers['idempotency-key'];
    const key = req.method === 'POST' ? (Array.isArray(header) ? header[0] : header) : undefined;
    const stored = key === undefined ? undefined : this.idempotentAnswers.get(key);
    if (stored) {
      await this.record(req);
      return stored;
    }
    const answer = await this.handle(req);
    if (key !== undefined) this.idempotentAnswers.set(key, answer);
    return answer;
  }

  /** One page of a list, with Stripe's `limit` and `starting_after` (items in list order). */
  private page<T extends { id: string }>(items: T[], query: URLSearchParams, url: string) {
    const limit = Math.min(Number(query.get('limit') ?? 10) || 10, this.listPageSize);
    const after = query.get('starting_after');
    const from = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    const data = items.slice(from, from + limit);
    return { object: 'list', data, has_more: from + limit < items.length, url };
  }

  private async record(req: IncomingMessage): Promise<{ url: URL; form: URLSearchParams }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    const header = req.headers['idempotency-key'];
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey: Array.isArray(header) ? header[0] : header,
    });
    return { url, form };
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const { url, form } = await this.record(req);

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      return { status: 200, body: { id: this.nextId('cus'), object: 'customer', email: form.get('email') } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const price = form.get('line_items[0][price]') ?? '';
      if (this.missingPrices.has(price)) return error(400, `No such price: '${price}'`, 'resource_missing');
      const id = this.nextId('cs');
      this.checkoutSessions.set(id, { customer: form.get('customer') ?? '', status: 'open' });
      return {
        status: 200,
        body: { id, object: 'checkout.session', url: `https://checkout.example.test/pay/${id}` },
      };
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const data = [...this.checkoutSessions.entries()]
        .filter(([, c]) => c.customer === url.searchParams.get('customer'))
        .filter(([, c]) => !url.searchParams.get('status') || c.status === url.searchParams.get('status'))
        .map(([id, c]) => ({ id, object: 'checkout.session', customer: c.customer, status: c.status }));
      return { status: 200, body: this.page(data, url.searchParams, '/v1/checkout/sessions') };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expire) {
      const id = decodeURIComponent(expire[1] ?? '');
      const found = this.checkoutSessions.get(id);
      if (!found) return error(404, `No such checkout.session: '${id}'`, 'resource_missing');
      if (found.status !== 'open') return error(400, 'Only open sessions can be expired.');
      found.status = 'expired';
      return { status: 200, body: { id, object: 'checkout.session', status: 'expired' } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (this.missingCustomers.has(customer))
        return error(404, `No such customer: '${customer}'`, 'resource_missing');
      if (!this.portalConfigured) {
        return error(
          400,
          'No configuration provided and your test mode default configuration has not been created.',
        );
      }
      return {
        status: 200,
        body: {
          id: this.nextId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.example.test/p/${customer}`,
        },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && subscription) {
      const found = this.subscriptions.get(decodeURIComponent(subscription[1] ?? ''));
      return found
        ? { status: 200, body: toStripe(found) }
        : error(404, 'No such subscription', 'resource_missing');
    }
    if (req.method === 'POST' && subscription) {
      if (this.failSubscriptionUpdates)
        return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is unavailable' } } };
      const found = this.subscriptions.get(decodeURIComponent(subscription[1] ?? ''));
      if (!found) return error(404, 'No such subscription', 'resource_missing');
      if (form.has('cancel_at_period_end'))
        found.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
      return { status: 200, body: toStripe(found) };
    }
    if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      // Newest first; without a status Stripe leaves out the canceled ones.
      const status = url.searchParams.get('status');
      const data = [...this.subscriptions.values()]
        .filter((s) => s.customer === customer)
        .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
        .reverse()
        .map(toStripe);
      return { status: 200, body: this.page(data, url.searchParams, '/v1/subscriptions') };
    }
    return error(404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }
}

function error(status: number, message: string, code?: string) {
  return { status, body: { error: { type: 'invalid_request_error', message, ...(code && { code }) } } };
}

function toStripe(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    trial_end: s.trialEnd,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    ended_at: s.endedAt,
    metadata: s.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: s.priceId, object: 'price' },
          current_period_end: s.periodEnd,
        },
      ],
    },
  };
}
