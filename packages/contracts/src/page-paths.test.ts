import { describe, expect, it } from 'vitest';
import {
  EMBEDDABLE_PAGES,
  matchJobPagePath,
  matchPageIds,
  matchPagePath,
  pagePath,
  parsePathId,
  PUBLIC_PAGES,
} from './page-paths.ts';

describe('pagePath', () => {
  it('fills a pattern with its parameters, encoded', () => {
    expect(pagePath(PUBLIC_PAGES.job, { jobId: 5 })).toBe('/jobs/5');
    expect(pagePath(PUBLIC_PAGES.businessJob, { businessId: 9, jobId: '12' })).toBe('/employers/9/jobs/12');
    expect(pagePath(PUBLIC_PAGES.shareLink, { key: 'a b/c' })).toBe('/s/a%20b%2Fc');
    expect(pagePath(PUBLIC_PAGES.jobs, {})).toBe('/jobs');
  });
});

describe('matchPagePath', () => {
  it("answers a page's parameters as written, a trailing slash being the same page", () => {
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs/12')).toEqual({ jobId: '12' });
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs/12/')).toEqual({ jobId: '12' });
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs/abc')).toEqual({ jobId: 'abc' });
    expect(matchPagePath(PUBLIC_PAGES.organizationJobs, '/organizations/4/jobs')).toEqual({ organizationId: '4' });
    expect(matchPagePath(PUBLIC_PAGES.jobs, '/jobs/')).toEqual({});
    expect(matchPagePath(PUBLIC_PAGES.home, '/')).toEqual({});
  });

  it('answers null for any other page', () => {
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs')).toBeNull();
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs/12/mwapply')).toBeNull();
    expect(matchPagePath(PUBLIC_PAGES.job, '/jobs//')).toBeNull();
    expect(matchPagePath(PUBLIC_PAGES.home, '/jobs')).toBeNull();
    expect(matchPagePath(PUBLIC_PAGES.jobs, '/Jobs')).toBeNull();
    expect(matchPagePath(PUBLIC_PAGES.businessJobs, '/organizations/4/jobs')).toBeNull();
  });
});

describe('parsePathId', () => {
  it('reads a row id written as ids are, up to the largest PostgreSQL integer', () => {
    expect(parsePathId('7')).toBe(7);
    expect(parsePathId('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '07', '-7', '7.0', 'abc', '', '2147483648', '99999999999999', undefined, null]) {
      expect(parsePathId(text), String(text)).toBeNull();
    }
  });
});

describe('matchPageIds', () => {
  it('answers the ids of a page whose parameters are all ids, else null', () => {
    expect(matchPageIds(PUBLIC_PAGES.businessJob, '/employers/9/jobs/12')).toEqual({ businessId: 9, jobId: 12 });
    expect(matchPageIds(PUBLIC_PAGES.businessJobs, '/employers/my_business/jobs')).toBeNull();
    expect(matchPageIds(PUBLIC_PAGES.job, '/jobs/not-a-number')).toBeNull();
  });

  it('finds the embeddable pages: job lists and job pages, not applying', () => {
    const embeddable = (path: string) => EMBEDDABLE_PAGES.some((pattern) => matchPageIds(pattern, path) !== null);
    for (const path of ['/jobs', '/jobs/3', '/employers/9/jobs', '/employers/9/jobs/3', '/organizations/4/jobs/3']) {
      expect(embeddable(path), path).toBe(true);
    }
    for (const path of ['/jobs/3/mwapply', '/me', '/employers', '/employers/my_business/jobs', '/s/abc']) {
      expect(embeddable(path), path).toBe(false);
    }
  });
});

describe('matchJobPagePath', () => {
  it('tells the board, employer and organization job pages apart, ids as written', () => {
    expect(matchJobPagePath('/jobs/12')).toEqual({ kind: 'job', jobId: '12' });
    expect(matchJobPagePath('/employers/9/jobs/12/')).toEqual({ kind: 'business', businessId: '9', jobId: '12' });
    expect(matchJobPagePath('/organizations/4/jobs/x')).toEqual({
      kind: 'organization',
      organizationId: '4',
      jobId: 'x',
    });
    const others = ['/jobs', '/employers/9/jobs', '/jobs/12/mwapply', '/s/12', '/employers/my_business/jobs/add'];
    for (const path of [...others, '/organizations/abc/jobs/12']) {
      expect(matchJobPagePath(path), path).toBeNull();
    }
  });
});
