import { EMAILED_PAGES, pagePath } from '@mainwork/contracts';
import { MailButton, MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** Names listed under one job; the rest are counted ('and 3 more'). */
export const DIGEST_NAMES_PER_JOB = 10;

export type DigestJob = {
  jobId: number;
  title: string;
  applicants: { name: string; external: boolean; referred: boolean }[];
};

const count = (n: number) => (n === 1 ? '1 new applicant' : `${n} new applicants`);

function describe(applicant: DigestJob['applicants'][number]): string {
  const how = applicant.external ? 'went to your own application link' : 'Instant Apply';
  return `${applicant.name} (${how}${applicant.referred ? ', through a referral share link' : ''})`;
}

/**
 * The employer's daily digest of new applicants, grouped by job, each job linking to its applications
 * screen. The button opens that screen when one job had applicants, the dashboard when several did.
 */
export function newApplicantDigestMail(facts: {
  to: string;
  publicUrl: string;
  /** The employer's, for the greeting. */
  firstName: string | null;
  jobs: DigestJob[];
}) {
  const total = facts.jobs.reduce((sum, job) => sum + job.applicants.length, 0);
  const jobs = facts.jobs.length === 1 ? `${facts.jobs[0]!.title}` : `${facts.jobs.length} of your jobs`;
  const intro = `${count(total)} since your last digest, for ${jobs}.`;
  const applications = (jobId: number) =>
    `${facts.publicUrl}${pagePath(EMAILED_PAGES.employerJobApplications, { jobId })}`;
  const [only] = facts.jobs.length === 1 ? facts.jobs : [];
  return renderMail({
    to: facts.to,
    subject: `${count(total)} on MainWork today`,
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        firstName={facts.firstName}
        preview={intro}
        reason="You get this e-mail because you chose a daily digest of new applicants in your notification settings on MainWork."
      >
        <MailText>{intro}</MailText>
        {facts.jobs.map((job) => {
          const more = job.applicants.length - DIGEST_NAMES_PER_JOB;
          return (
            <MailText key={job.jobId}>
              <MailLink href={applications(job.jobId)}>{job.title}</MailLink>: {count(job.applicants.length)}
              {job.applicants.slice(0, DIGEST_NAMES_PER_JOB).map((applicant, index) => (
                <span key={index}>
                  <br />
                  {describe(applicant)}
                </span>
              ))}
              {more > 0 ? (
                <>
                  <br />
                  and {more} more
                </>
              ) : null}
            </MailText>
          );
        })}
        {only ? (
          <MailButton href={applications(only.jobId)}>See the applicants</MailButton>
        ) : (
          <MailButton href={`${facts.publicUrl}${EMAILED_PAGES.employerDashboard}`}>Open your dashboard</MailButton>
        )}
      </MailLayout>
    ),
  });
}
