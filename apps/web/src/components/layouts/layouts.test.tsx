import { describe, expect, it } from 'vitest';
import { currentPanelLink } from './layouts.tsx';

const EMPLOYER_LINKS = [
  '/employers/dashboard',
  '/employers/my_business/jobs',
  '/employers/my_business/jobs/add',
  '/employers/my_business/profile',
];

describe("a panel menu's current link", () => {
  it('is the screen itself', () => {
    expect(currentPanelLink('/employers/my_business/jobs', EMPLOYER_LINKS)).toBe('/employers/my_business/jobs');
  });

  it("stays lit on a screen under it, such as a job's form or its applications", () => {
    expect(currentPanelLink('/employers/my_business/jobs/12/edit', EMPLOYER_LINKS)).toBe('/employers/my_business/jobs');
    expect(currentPanelLink('/admin/organizations/3/edit', ['/admin/dashboard', '/admin/organizations'])).toBe(
      '/admin/organizations',
    );
  });

  it('is the longest link that fits, so the new job form lights "Post a Job" alone', () => {
    expect(currentPanelLink('/employers/my_business/jobs/add', EMPLOYER_LINKS)).toBe('/employers/my_business/jobs/add');
  });

  it('is none where the path only shares a beginning of a word', () => {
    expect(currentPanelLink('/employers/my_business/jobsearch', EMPLOYER_LINKS)).toBeUndefined();
  });
});
