import { EMAILED_PAGES, pagePath } from '@mainwork/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

/** To the employer: someone applied (or went to their tracking link) for one of their jobs. */
export function applicationReceivedMail(input: {
  to: string;
  publicUrl: string;
  jobId: number;
  jobTitle: string;
  applicantName: string;
  external: boolean;
  referred: boolean;
}): MailMessage {
  const how = input.external
    ? 'went on to apply through your own application link'
    : 'applied through MainWork Instant Apply';
  return {
    to: input.to,
    subject: `Application received: ${input.jobTitle}`,
    text: [
      `${input.applicantName} ${how} for ${input.jobTitle}.`,
      ...(input.referred ? ['They came through a referral share link.'] : []),
      '',
      `See the applicants: ${input.publicUrl}${pagePath(EMAILED_PAGES.employerJobApplications, { jobId: input.jobId })}`,
    ].join('\n'),
  };
}

/**
 * To the referrer: someone applied through their share link. The candidate is not named: the
 * referrer learns that the share worked, not who applied.
 */
export function referredApplicationMail(input: { to: string; publicUrl: string; jobTitle: string }): MailMessage {
  return {
    to: input.to,
    subject: `Someone applied to ${input.jobTitle} through your link`,
    text: [
      `Someone you shared ${input.jobTitle} with has applied through your share link.`,
      'If they are hired and the employer pays, you earn the referral reward.',
      '',
      `Your share links: ${input.publicUrl}${EMAILED_PAGES.myShareLinks}`,
    ].join('\n'),
  };
}
