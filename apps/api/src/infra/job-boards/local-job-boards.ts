import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The job boards' providers as one local HTTP server, the stand-in for Greenhouse, Lever, Ashby, Workable,
 * SmartRecruiters, a careers page and a feed (tests, the browser journeys and the demo: decision 062). It answers
 * each provider's documented paths with the recorded example answers beside it (recorded/), or with what a test
 * sets for a board, slowly or wrongly when asked; `PUT /_boards/{provider}/{board}` with a JSON answer sets one
 * from outside (the journeys). It counts the reads of each board and the most that ran at once.
 */
export type BoardAnswer = {
  status?: number;
  /** A JSON value (sent as JSON) or text (sent as it is). */
  body: unknown;
  contentType?: string;
  /** Waits this long before answering. */
  delayMs?: number;
};

export type BoardProvider = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'page' | 'feed';

const RECORDED = path.resolve(import.meta.dirname, 'recorded');
export const recorded = (file: string): string => readFileSync(path.join(RECORDED, file), 'utf8');
export const recordedJson = <T = unknown>(file: string): T => JSON.parse(recorded(file)) as T;

/** The path a provider's board is read at, as the readers ask for it (query strings aside). */
const ROUTES: Array<{ provider: BoardProvider; pattern: RegExp }> = [
  { provider: 'greenhouse', pattern: /^\/v1\/boards\/([^/]+)\/jobs$/ },
  { provider: 'lever', pattern: /^\/v0\/postings\/([^/]+)$/ },
  { provider: 'ashby', pattern: /^\/posting-api\/job-board\/([^/]+)$/ },
  { provider: 'workable', pattern: /^\/api\/v1\/widget\/accounts\/([^/]+)$/ },
  { provider: 'smartrecruiters', pattern: /^\/v1\/companies\/([^/]+)\/postings(?:\/[^/]+)?$/ },
  { provider: 'page', pattern: /^\/pages\/([^/]+)$/ },
  { provider: 'feed', pattern: /^\/feeds\/([^/]+)$/ },
];

/** What each provider answers for a board it does not have (their own 404 bodies). */
const NOT_FOUND: Record<BoardProvider, unknown> = {
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

export class LocalJobBoards {
  private server: http.Server | undefined;
  private readonly answers = new Map<string, BoardAnswer | ((path: string) => BoardAnswer)>();
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

  set(provider: BoardProvider, board: string, answer: BoardAnswer | ((path: string) => BoardAnswer)): void {
    this.answers.set(`${provider}/${board}`, answer);
  }

  remove(provider: BoardProvider, board: string): void {
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

  /** Lets the process end while the server still listens (the demo's boards live as long as the API). */
  unref(): void {
    this.server?.unref();
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** `PUT /_boards/{provider}/{board}` `{ body, status?, contentType? }`: what that board answers from now on. */
  private async control(request: http.IncomingMessage, response: http.ServerResponse, key: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BoardAnswer;
      this.answers.set(key, answer);
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const requested = new URL(request.url ?? '/', 'http://local').pathname;
    const control = /^\/_boards\/([a-z]+)\/([^/]+)$/.exec(requested);
    if (control && request.method === 'PUT') return this.control(request, response, `${control[1]}/${control[2]}`);
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
