import { jobPageName, pagePath, pageTitle, PUBLIC_PAGES, SITE_NAME, type TJob } from '@mainwork/contracts';
import { isRemote, locationText } from '../jobs/job-location-text.ts';
import { htmlToText, truncateText } from './escape.ts';

const META_DESCRIPTION_LENGTH = 155;

/** Google's employmentType values for our job types; an unknown name is OTHER. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  seasonal: 'TEMPORARY',
};

const SALARY_UNITS: Record<NonNullable<TJob['salary_rate']>, string> = {
  per_hour: 'HOUR',
  per_day: 'DAY',
  per_week: 'WEEK',
  per_month: 'MONTH',
  per_year: 'YEAR',
};

export type SeoJob = {
  job: TJob;
  /** When the posting closes by itself, if it does (schema.org validThrough). */
  expiresAt: Date | null;
};

export const jobUrl = (publicUrl: string, jobId: number) => `${publicUrl}${pagePath(PUBLIC_PAGES.job, { jobId })}`;
export const businessJobUrl = (publicUrl: string, businessId: number, jobId: number) =>
  `${publicUrl}${pagePath(PUBLIC_PAGES.businessJob, { businessId, jobId })}`;
export const organizationJobsUrl = (publicUrl: string, organizationId: number) =>
  `${publicUrl}${pagePath(PUBLIC_PAGES.organizationJobs, { organizationId })}`;

const absoluteUrl = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

export function employmentType(job: TJob): string | undefined {
  if (!job.job_type) return undefined;
  return EMPLOYMENT_TYPES[job.job_type.name.trim().toLowerCase()] ?? 'OTHER';
}

/** The plain-text summary for meta descriptions and Open Graph. */
export function jobSummary(job: TJob): string {
  const text = htmlToText(job.description);
  if (text) return truncateText(text, META_DESCRIPTION_LENGTH);
  const where = locationText(job);
  return `${job.title} at ${job.business.name}${where ? ` (${where})` : ''}. Apply on ${SITE_NAME}.`;
}

export const jobPageTitle = (job: TJob) => pageTitle(jobPageName(job));

/** The schema.org JobPosting Google reads for job search (developers.google.com/search/docs/…/job-posting). */
export function jobPostingJsonLd(publicUrl: string, { job, expiresAt }: SeoJob): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted_at,
    url: jobUrl(publicUrl, job.id),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.business.name,
      ...(job.business.logo ? { logo: absoluteUrl(publicUrl, job.business.logo) } : {}),
    },
  };
  if (expiresAt) posting.validThrough = expiresAt.toISOString();
  const type = employmentType(job);
  if (type) posting.employmentType = type;

  if (isRemote(job)) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'USA' };
  } else if (job.address) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.address.city,
        addressRegion: job.address.state.code,
        addressCountry: 'US',
      },
    };
  }

  if (job.minimum_salary !== null && job.salary_rate) {
    const maximum = job.maximum_salary;
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        ...(maximum !== null && maximum !== job.minimum_salary
          ? { minValue: job.minimum_salary, maxValue: maximum }
          : { value: job.minimum_salary }),
        unitText: SALARY_UNITS[job.salary_rate],
      },
    };
  }
  posting.directApply = job.use_mw_apply;
  return posting;
}

export const NOINDEX_HEAD = '<meta name="robots" content="noindex" />';
