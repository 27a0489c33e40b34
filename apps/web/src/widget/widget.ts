// The embeddable job widget (decision 067): a member site pastes
// `<script src="https://…/widget.js" data-organization="3" async></script>` (or `data-business="12"`), and
// this script, loaded by that loader, draws the feed's live jobs right after the tag, inside a shadow root
// so the host page's styles and ours never meet. Plain DOM and the API's public reads, without cookies.
import type { TJob, TPublicOrganization } from '@mainwork/contracts';
import { formatRewardLabel, formatSalary } from '@mainwork/contracts';
import { WIDGET_STYLES } from './widget-styles.ts';

declare global {
  interface Window {
    /** The loader's list of the tags it ran from (and that it asked for this script), taken over below. */
    MainWorkWidgets?: HTMLScriptElement[] & { loading?: number };
  }
}

type Feed = { kind: 'organization' | 'business'; id: number };

/** The feed a tag asks for: `data-organization` or `data-business`, a positive whole number. */
export function feedOf(script: HTMLScriptElement): Feed | null {
  for (const kind of ['organization', 'business'] as const) {
    const value = script.dataset[kind];
    if (value && /^[1-9]\d{0,9}$/.test(value.trim())) return { kind, id: Number(value.trim()) };
  }
  return null;
}

/** The page of the feed's job on MainWork: the feed's own path keeps the visitor in that feed (its attribution). */
export function jobLink(origin: string, feed: Feed, jobId: number, host: string): string {
  const feedPath = feed.kind === 'organization' ? `/organizations/${feed.id}` : `/employers/${feed.id}`;
  const url = new URL(`${feedPath}/jobs/${jobId}`, origin);
  url.searchParams.set('utm_source', host || 'widget');
  url.searchParams.set('utm_medium', 'job_widget');
  return url.href;
}

/** The search API's address for this feed and text (a business list in the ransack form of the API). */
export function searchUrl(origin: string, businessIds: number[], text: string): string {
  const params = new URLSearchParams();
  if (text) params.set('what_search_text', text);
  params.set('sort', text ? 'relevance' : 'date');
  for (const id of businessIds) params.append('filters[business_id_in][]', String(id));
  return `${origin}/api/v1/jobs?${params}`;
}

async function getJson<T>(url: string): Promise<{ body: T; total: number | null }> {
  // No cookies, nothing of the visitor's: the public reads answer every site the same (`*`).
  const response = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(String(response.status));
  const total = response.headers.get('total');
  return { body: (await response.json()) as T, total: total === null ? null : Number(total) };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function jobItem(job: TJob, href: string): HTMLLIElement {
  const place = job.address ? `${job.address.city}, ${job.address.state.code}` : (job.job_location_type?.name ?? '');
  const pay = formatSalary(job);
  const facts = [job.business.name, place, pay].filter(Boolean).join(' · ');
  const item = element(
    'li',
    { class: 'job' },
    element('a', { class: 'title', href, target: '_blank', rel: 'noopener' }, job.title),
    element('p', { class: 'facts' }, facts),
  );
  if (job.reward) item.append(element('span', { class: 'chip' }, `Referral reward: ${formatRewardLabel(job.reward)}`));
  return item;
}

/** Draws one widget after its tag (at most once per tag). */
export function mountWidget(script: HTMLScriptElement): void {
  if (script.dataset.mainworkMounted) return;
  script.dataset.mainworkMounted = 'true';
  const feed = feedOf(script);
  const origin = new URL(script.src, location.href).origin;
  const host = element('div', { class: 'mainwork-job-widget' });
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  const style = element('style');
  style.textContent = WIDGET_STYLES;

  const heading = element('h2', { id: 'heading' }, 'Jobs');
  const input = element('input', {
    id: 'q',
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    enterkeyhint: 'search',
    placeholder: 'Title or keyword',
  });
  const form = element(
    'form',
    { role: 'search', 'aria-label': 'Search these jobs' },
    element('label', { for: 'q' }, 'Search jobs'),
    element('div', { class: 'row' }, input, element('button', { type: 'submit' }, 'Search')),
  );
  const status = element('p', { class: 'status', role: 'status' }, 'Loading jobs…');
  const list = element('ul', { class: 'jobs', 'aria-labelledby': 'heading' });
  const more = element('p', { class: 'more' });
  const section = element(
    'section',
    { 'aria-labelledby': 'heading', class: 'widget' },
    heading,
    form,
    status,
    list,
    more,
  );
  // Ids are the shadow root's own: several widgets on one page never share one.
  root.append(style, section);

  if (!feed) {
    status.textContent = 'This job widget needs data-organization or data-business.';
    return;
  }
  const feedPage = new URL(
    feed.kind === 'organization' ? `/organizations/${feed.id}/jobs` : `/employers/${feed.id}/jobs`,
    origin,
  ).href;
  const siteHost = location.hostname;
  const businessIds: Promise<{ name: string; ids: number[] }> =
    feed.kind === 'organization'
      ? getJson<TPublicOrganization>(`${origin}/api/v1/organizations/${feed.id}`).then(({ body }) => ({
          name: body.name,
          ids: body.business_ids,
        }))
      : getJson<{ name: string }>(`${origin}/api/v1/businesses/${feed.id}/public_profile`).then(({ body }) => ({
          name: body.name,
          ids: [feed.id],
        }));

  let latest = 0;
  async function search(text: string) {
    const ask = ++latest;
    section.setAttribute('aria-busy', 'true');
    status.textContent = text ? `Searching for “${text}”…` : 'Loading jobs…';
    try {
      const { name, ids } = await businessIds;
      heading.textContent = `Jobs at ${name}`;
      const { body: jobs, total } =
        ids.length === 0 ? { body: [] as TJob[], total: 0 } : await getJson<TJob[]>(searchUrl(origin, ids, text));
      if (ask !== latest) return;
      list.replaceChildren(...jobs.map((job) => jobItem(job, jobLink(origin, feed!, job.id, siteHost))));
      const count = total ?? jobs.length;
      status.textContent =
        count === 0
          ? text
            ? `No jobs match “${text}”.`
            : 'No open jobs right now.'
          : `${count > jobs.length ? `${jobs.length} of ` : ''}${count} ${count === 1 ? 'job' : 'jobs'}${text ? ` for “${text}”` : ''}`;
      more.replaceChildren(
        element('a', { href: feedPage, target: '_blank', rel: 'noopener' }, `See all jobs of ${name} on MainWork`),
      );
    } catch {
      if (ask !== latest) return;
      list.replaceChildren();
      status.textContent = 'Jobs could not be loaded. Please try again later.';
    } finally {
      if (ask === latest) section.removeAttribute('aria-busy');
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void search(input.value.trim());
  });
  void search('');
}

/** Takes over the loader's list: the tags seen so far now, any later one as its loader runs. */
function start() {
  const queue = (window.MainWorkWidgets ??= []);
  const seen = [...queue];
  queue.push = (...scripts) => {
    scripts.forEach(mountWidget);
    return queue.length;
  };
  seen.forEach(mountWidget);
}

start();
