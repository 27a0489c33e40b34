import type { endpoints } from '@mainwork/contracts';

type Domain = keyof typeof endpoints;

/**
 * The document's tags, in the order a reader meets them, each with the domains of the contract table
 * (`endpoints` in @mainwork/contracts) whose operations it groups. An operation's tag comes from its domain
 * alone: a new domain is added to one tag here (the document's test names a domain that has none).
 */
export const API_TAGS: ReadonlyArray<{ name: string; description: string; domains: ReadonlyArray<Domain | string> }> = [
  {
    name: 'Jobs',
    description:
      'Live jobs as job seekers find them: search with filters, place and radius, suggestions while typing, one job with its reward. Public, no session needed.',
    domains: ['jobs'],
  },
  {
    name: 'Lookups and places',
    description:
      'The fixed lists forms and filters use (job types, functions, industries, sizes, states, regions) and US place suggestions.',
    domains: ['lookups', 'places', 'regions'],
  },
  {
    name: 'Organizations',
    description:
      'Community job feeds (a chamber of commerce, an association) and the businesses they gather; their public pages, their admins’ screens and the site admins’ management.',
    domains: ['organizations', 'myOrganizations', 'adminOrganizations'],
  },
  {
    name: 'Sign-in and sign-up',
    description: 'Sessions (the session cookie), sign-up as a job seeker or an employer, and password resets.',
    domains: ['auth'],
  },
  {
    name: 'Account',
    description: 'The signed-in user’s own settings, e-mail address, sessions and which e-mails they receive.',
    domains: ['account', 'notificationSettings'],
  },
  {
    name: 'Job alerts',
    description: 'Saved searches mailed to their owner when new jobs match, for users and for visitors by e-mail.',
    domains: ['jobAlerts'],
  },
  {
    name: 'Applying',
    description:
      'Applications to jobs (Instant Apply with a resume, or a recorded external apply), a candidate’s saved defaults and the files attached.',
    domains: ['applications'],
  },
  {
    name: 'Saved jobs',
    description: 'Jobs a candidate keeps to come back to.',
    domains: ['savedJobs'],
  },
  {
    name: 'Sharing and referrals',
    description:
      'Share links that credit a referrer with the applications and hires they bring, and the link previews (social cards) those links show.',
    domains: ['shareLinks', 'socialCards'],
  },
  {
    name: 'Rewards',
    description:
      'Referral rewards: where they come from (reward sources), a referrer’s rewards and payout account, and their issue by admins.',
    domains: ['rewardSources', 'myRewards', 'myPayoutAccount', 'adminRewards', 'redemptions'],
  },
  {
    name: 'Businesses',
    description: 'An employer’s business: its profile, its public header and its membership (the terms it accepted).',
    domains: ['businesses', 'memberships'],
  },
  {
    name: 'Job postings',
    description:
      'A business’s postings: post, edit, pause applications, the dashboard of counts, and job sources that import postings from an applicant-tracking system.',
    domains: ['businessJobs', 'jobDashboard', 'jobSources'],
  },
  {
    name: 'Applicants',
    description:
      'The applicants of a business’s posting: stages, e-mails to them, the CSV export, and closing the posting with its hire (resolutions).',
    domains: ['applicants', 'resolutions'],
  },
  {
    name: 'Feeds',
    description:
      'Live jobs of the whole site, an organization or a business as RSS 2.0, JSON Feed 1.1 and the XML job feed aggregators read, with ETag and Last-Modified. Public, readable from any site.',
    domains: ['feeds'],
  },
  {
    name: 'API keys and webhooks',
    description:
      'What a business’s own systems connect with: API keys (`Authorization: Bearer mw_…`) with scopes, and signed webhooks sent when applications arrive, postings open and close, and hires are confirmed.',
    domains: ['apiKeys', 'webhooks'],
  },
  {
    name: 'Team',
    description: 'The people of a business: owners and recruiters, invitations and what each did to the postings.',
    domains: ['team'],
  },
  {
    name: 'Administration',
    description: 'The site admins’ screens: users, the dashboard, affiliate links and charges for hires.',
    domains: ['adminUsers', 'adminDashboard', 'affiliateLinks', 'adminBilling'],
  },
  {
    name: 'Files',
    description: 'Public images (logos, banners, icons); private files such as resumes have their own routes.',
    domains: ['files'],
  },
  {
    name: 'Health',
    description: 'Liveness and readiness of a running instance, for load balancers and orchestrators.',
    domains: ['health'],
  },
  {
    name: 'Stripe webhooks',
    description: 'Events Stripe sends about invoices and payout accounts, checked by their signature.',
    domains: ['stripeWebhooks'],
  },
];

/** The tag of an endpoint of the contract table by its name (`jobs.search` → `Jobs`); undefined for a new domain. */
export function tagOf(endpointName: string): string | undefined {
  const domain = endpointName.split('.')[0];
  return API_TAGS.find((tag) => tag.domains.includes(domain!))?.name;
}
