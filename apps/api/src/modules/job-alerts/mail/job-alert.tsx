import { EMAILED_PAGES, pagePath, PUBLIC_PAGES, type TJob } from '@mainwork/contracts';
import { MailButton, MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** Where a job is: its city and state, or how it is worked ('Remote') when it has no address. */
function placeOf(job: TJob): string {
  if (job.address) return `${job.address.city}, ${job.address.state.code}`;
  return job.job_location_type?.name ?? '';
}

/**
 * An alert's new jobs: the first ones (JOB_ALERT_MAIL_JOBS; title, business, place, each a link to its page)
 * and a link to the search, newest first, for the rest. A user's alert is managed on their Job alerts page; a visitor's
 * (`unsubscribeUrl` given) is stopped by its unsubscribe link.
 */
export function jobAlertMail(facts: {
  to: string;
  publicUrl: string;
  /** The user's, for the greeting; null for a visitor (no name is held). */
  firstName: string | null;
  search: string;
  searchPath: string;
  /** The first new jobs, listed (at most JOB_ALERT_MAIL_JOBS). */
  jobs: TJob[];
  /** How many more new jobs the search link shows. */
  moreJobs: number;
  unsubscribeUrl: string | null;
}) {
  const listed = facts.jobs;
  const more = facts.moreJobs;
  const total = listed.length + more;
  const count = total === 1 ? '1 new job' : `${total} new jobs`;
  const intro = `${count} for your job alert "${facts.search}".`;
  const reason = facts.unsubscribeUrl
    ? 'You get this e-mail because you subscribed to this job alert on MainWork and confirmed it.'
    : 'You get this e-mail because you saved this search as a job alert on MainWork. Pause or delete it on your Job alerts page, or turn job alerts off in your notification settings.';
  return renderMail({
    to: facts.to,
    subject: `${count}: ${facts.search}`,
    body: (
      <MailLayout publicUrl={facts.publicUrl} firstName={facts.firstName} preview={intro} reason={reason}>
        <MailText>{intro}</MailText>
        {listed.map((job) => (
          <MailText key={job.id}>
            <MailLink href={`${facts.publicUrl}${pagePath(PUBLIC_PAGES.job, { jobId: job.id })}`}>{job.title}</MailLink>
            <br />
            {[job.business.name, placeOf(job)].filter(Boolean).join(' · ')}
          </MailText>
        ))}
        <MailButton href={`${facts.publicUrl}${facts.searchPath}`}>
          {more > 0 ? `See ${more} more new ${more === 1 ? 'job' : 'jobs'}` : 'See this search'}
        </MailButton>
        <MailText>
          {facts.unsubscribeUrl ? (
            <MailLink href={facts.unsubscribeUrl}>Stop this job alert</MailLink>
          ) : (
            <MailLink href={`${facts.publicUrl}${EMAILED_PAGES.myJobAlerts}`}>Your job alerts</MailLink>
          )}
        </MailText>
      </MailLayout>
    ),
  });
}
