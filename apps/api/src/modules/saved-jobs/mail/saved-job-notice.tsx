import { EMAILED_PAGES, pagePath, PUBLIC_PAGES } from '@mainwork/contracts';
import { MailButton, MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** A day as the notice writes it: 'December 3, 2026' (UTC, as expiries are stored). */
function dayInWords(at: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * To a candidate, once per saved job: the job closes soon (`closesAt`, with a link to apply while it is open),
 * or it has closed (`closesAt` null, with a link to search for jobs like it).
 */
export function savedJobNoticeMail(facts: {
  to: string;
  firstName: string | null;
  publicUrl: string;
  jobId: number;
  jobTitle: string;
  businessName: string;
  closesAt: Date | null;
}) {
  const job = `${facts.jobTitle} at ${facts.businessName}`;
  const news = facts.closesAt
    ? `${job}, a job you saved, closes on ${dayInWords(facts.closesAt)}.`
    : `${job}, a job you saved, has closed: it takes no more applications.`;
  const jobUrl = `${facts.publicUrl}${pagePath(PUBLIC_PAGES.job, { jobId: facts.jobId })}`;
  const searchUrl = `${facts.publicUrl}${PUBLIC_PAGES.jobs}?what_search_text=${encodeURIComponent(facts.jobTitle)}`;
  return renderMail({
    to: facts.to,
    subject: facts.closesAt
      ? `A job you saved closes soon: ${facts.jobTitle}`
      : `A job you saved has closed: ${facts.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        firstName={facts.firstName}
        preview={news}
        reason="You get this e-mail because you saved this job on MainWork. Turn saved-job e-mails off in your notification settings."
      >
        <MailText>{news}</MailText>
        {facts.closesAt ? (
          <>
            <MailText>Still interested? Apply before it closes.</MailText>
            <MailButton href={jobUrl}>See the job</MailButton>
          </>
        ) : (
          <MailButton href={searchUrl}>Find jobs like it</MailButton>
        )}
        <MailText>
          <MailLink href={`${facts.publicUrl}${EMAILED_PAGES.savedJobs}`}>Your saved jobs</MailLink>
        </MailText>
      </MailLayout>
    ),
  });
}
