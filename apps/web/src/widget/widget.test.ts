import { describe, expect, it } from 'vitest';
import { feedOf, jobLink, searchUrl } from './widget.ts';

function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the job widget reads its tag', () => {
  it('takes an organization or a business, as a positive whole number', () => {
    expect(feedOf(tag({ 'data-organization': '3' }))).toEqual({ kind: 'organization', id: 3 });
    expect(feedOf(tag({ 'data-business': ' 12 ' }))).toEqual({ kind: 'business', id: 12 });
    for (const bad of ['0', '-1', 'abc', '1.5', '']) expect(feedOf(tag({ 'data-organization': bad })), bad).toBeNull();
  });

  it("links each job to its feed's job page, naming the site it came from", () => {
    expect(jobLink('https://jobs.example', { kind: 'organization', id: 3 }, 15, 'chamber.example')).toBe(
      'https://jobs.example/organizations/3/jobs/15?utm_source=chamber.example&utm_medium=job_widget',
    );
    expect(jobLink('https://jobs.example', { kind: 'business', id: 12 }, 15, '')).toBe(
      'https://jobs.example/employers/12/jobs/15?utm_source=widget&utm_medium=job_widget',
    );
  });

  it("searches the public search API within the feed's businesses", () => {
    const url = new URL(searchUrl('https://jobs.example', [4, 7], 'baker'));
    expect(url.pathname).toBe('/api/v1/jobs');
    expect(url.searchParams.get('what_search_text')).toBe('baker');
    expect(url.searchParams.getAll('filters[business_id_in][]')).toEqual(['4', '7']);
    expect(new URL(searchUrl('https://jobs.example', [4], '')).searchParams.get('sort')).toBe('date');
  });
});
