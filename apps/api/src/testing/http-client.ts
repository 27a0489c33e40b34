/**
 * A small HTTP client with a cookie jar, for driving the API over real HTTP as a browser or script would.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: Headers; body: any; text: string }> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute) || /^\s*max-age=0$/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, headers ? { headers } : {});
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }

  postForm(path: string, fields: Record<string, string | Blob | [Blob, string]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (Array.isArray(value)) form.append(name, value[0], value[1]);
      else form.append(name, value);
    }
    return this.request('POST', path, { form });
  }
}
