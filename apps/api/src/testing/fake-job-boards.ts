import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The job boards' providers as one local HTTP server (tests, journeys, the demo): it answers each provider's
 * documented paths with the recorded example answers of modules/job-sources/recorded/, or with what a test
 * sets for a board, slowly or wrongly when asked. It counts the reads of each board and the most that ran at once.
 */
export type FakeAnswer = {
  status?: number;
  /** A JSON value (sent as JSON) or text (sent as it is). */
  body: unknown;
  contentType?: string;
  /** Waits this long before answering. */
  delayMs?: number;
};

export type FakeProvider = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'page' | 'feed';

const RECORDED = path.resolve(import.meta.dirname, '../modules/job-sources/recorded');
export const recorded = (file: string): string => readFileSync(path.join(RECORDED, file), 'utf8');
export const recordedJson = <T = unknown>(file: string): T => JSON.parse(recorded(file)) as T;

/** The path a provider's board is read at, as the readers ask for it (query strings aside). */
const ROUTES: Array<{ provider: FakeProvider; pattern: RegExp }> = [
  { provider: 'greenhouse', pattern: /^\/v1\/boards\/([^/]+)\/jobs$/ },
  { provider: 'lever', pattern: /^\/v0\/postings\/([^/]+)$/ },
  { provider: 'ashby', pattern: /^\/posting-api\/job-board\/([^/]+)$/ },
  { provider: 'workable', pattern: /^\/api\/v1\/widget\/accounts\/([^/]+)$/ },
  { provider: 'smartrecruiters', pattern: /^\/v1\/companies\/([^/]+)\/postings(?:\/[^/]+)?$/ },
  { provider: 'page', pattern: /^\/pages\/([^/]+)$/ },
  { provider: 'feed', pattern: /^\/feeds\/([^/]+)$/ },
];

/** What each provider answers for a board it does not have (their own 404 bodies). */
const NOT_FOUND: Record<FakeProvider, unknown> = {
  greenhouse: { status: 404, error: 'Job not found' },
  lever: { ok: false, error: 'Document not found' },
  ashby: { success: false, errors: ['Job board not found'] },
  workable: { error: 'Not found' },
  smartrecruiters: { message: 'Company not found' },
  page: 'Not found',
  feed: 'Not found',
};

/** SmartRecruiters' list and each posting's own answer, made from whole postings (the detail's shape). */
export function smartRecruitersAnswers(postings: Array<Record<string, unknown>>) {
  return {
    list: {
      offset: 0,
      limit: 100,
      totalFound: postings.length,
      content: postings.map(({ jobAd: _ad, ...rest }) => rest),
    },
    details: new Map(postings.map((posting) => [String(posting.id), posting])),
  };
}

export class FakeJobBoards {
  private server: http.Server | undefined;
  private readonly answers = new Map<string, FakeAnswer | ((path: string) => FakeAnswer)>();
  private readonly running = new Map<string, number>();
  /** Reads per `provider/board`. */
  readonly reads = new Map<string, number>();
  /** The most reads of one `provider/board` that ran at the same time. */
  readonly mostAtOnce = new Map<string, number>();
  url = '';

  /** The recorded example answer of every provider, under the boards the tests and the demo use. */
  withRecordedAnswers(): this {
    this.set('greenhouse', 'harborcoffee', { body: recordedJson('greenhouse-jobs.json') });
    this.set('lever', 'lonestarsupply', { body: recordedJson('lever-postings.json') });
    this.set('ashby', 'peakoutfitters', { body: recordedJson('ashby-job-board.json') });
    this.set('workable', 'baysideclinic', { body: recordedJson('workable-account.json') });
    this.setSmartRecruiters('LakesideGrocers', [recordedJson<Record<string, unknown>>('smartrecruiters-posting.json')]);
    this.set('page', 'maple-bakery', { body: recorded('careers-page.html'), contentType: 'text/html' });
    this.set('feed', 'riverside-library', { body: recorded('rss-feed.xml'), contentType: 'application/rss+xml' });
    this.set('feed', 'northside-hardware', { body: recorded('xml-job-feed.xml'), contentType: 'application/xml' });
    return this;
  }

  set(provider: FakeProvider, board: string, answer: FakeAnswer | ((path: string) => FakeAnswer)): void {
    this.answers.set(`${provider}/${board}`, answer);
  }

  remove(provider: FakeProvider, board: string): void {
    this.answers.delete(`${provider}/${board}`);
  }

  /** A SmartRecruiters company answering its list and each posting's detail from whole postings. */
  setSmartRecruiters(company: string, postings: Array<Record<string, unknown>>): void {
    const { list, details } = smartRecruitersAnswers(postings);
    this.set('smartrecruiters', company, (requested) => {
      const id = /\/postings\/([^/]+)$/.exec(requested)?.[1];
      if (!id) return { body: list };
      const detail = details.get(decodeURIComponent(id));
      return detail ? { body: detail } : { status: 404, body: NOT_FOUND.smartrecruiters };
    });
  }

  /** The full address of a careers page or feed the fake serves (a `json_ld` or `feed` source's board). */
  pageUrl(board: string): string {
    return `${this.url}/pages/${board}`;
  }

  feedUrl(board: string): string {
    return `${this.url}/feeds/${board}`;
  }

  /** The configuration pointing the API's providers here. */
  env(): Record<string, string> {
    return {
      GREENHOUSE_API_URL: this.url,
      LEVER_API_URL: this.url,
      ASHBY_API_URL: this.url,
      WORKABLE_API_URL: this.url,
      SMARTRECRUITERS_API_URL: this.url,
      JOB_SOURCES_ALLOW_PRIVATE_HOSTS: 'true',
    };
  }

  async start(port = 0): Promise<string> {
    this.server = http.createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const requested = new URL(request.url ?? '/', 'http://fake').pathname;
    const route = ROUTES.map((candidate) => ({ ...candidate, match: candidate.pattern.exec(requested) })).find(
      (candidate) => candidate.match,
    );
    if (!route?.match) {
      response.writeHead(404).end();
      return;
    }
    const key = `${route.provider}/${decodeURIComponent(route.match[1]!)}`;
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    const now = (this.running.get(key) ?? 0) + 1;
    this.running.set(key, now);
    this.mostAtOnce.set(key, Math.max(this.mostAtOnce.get(key) ?? 0, now));
    try {
      const stored = this.answers.get(key);
      const answer = typeof stored === 'function' ? stored(requested) : stored;
      if (answer?.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      if (response.destroyed) return;
      const body = answer ? answer.body : NOT_FOUND[route.provider];
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(answer ? (answer.status ?? 200) : 404, {
        'content-type': answer?.contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json'),
      });
      response.end(text);
    } finally {
      this.running.set(key, (this.running.get(key) ?? 1) - 1);
    }
  }
}
