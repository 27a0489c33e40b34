import { EMAILED_PAGES, pagePath, POSTING_EXTENSION_DAYS } from '@mainwork/contracts';
import { MailButton, MailLayout, MailLink, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** A day as the reminder writes it: 'December 3, 2026' (UTC, as expiries are stored). */
export function dayInWords(at: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * To the employer, three days before one of their postings expires: the day it closes and the single-use
 * link that keeps it open 30 days longer (`extendUrl`), or a link to the job's page to change the date.
 */
export function expiryReminderMail(facts: {
  to: string;
  publicUrl: string;
  /** The owner's, for the greeting. */
  firstName: string | null;
  jobId: number;
  jobTitle: string;
  expiresAt: Date;
  extendUrl: string;
}) {
  const closes = `Your posting ${facts.jobTitle} expires on ${dayInWords(facts.expiresAt)}.`;
  const applications = `${facts.publicUrl}${pagePath(EMAILED_PAGES.employerJobApplications, { jobId: facts.jobId })}`;
  return renderMail({
    to: facts.to,
    subject: `Your posting expires in 3 days: ${facts.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={facts.publicUrl}
        firstName={facts.firstName}
        preview={closes}
        reason="You get this e-mail because your business posted this job on MainWork: it is about your own posting, so it is sent whatever your notification settings say."
      >
        <MailText>{closes} It then closes by itself: it leaves the job search and takes no more applications.</MailText>
        <MailText>
          Still hiring? One click keeps it open {POSTING_EXTENSION_DAYS} days longer. The link works once.
        </MailText>
        <MailButton href={facts.extendUrl}>Extend {POSTING_EXTENSION_DAYS} days</MailButton>
        <MailText>
          Filled it? <MailLink href={applications}>See the applicants</MailLink> and close it from your dashboard.
        </MailText>
      </MailLayout>
    ),
  });
}
