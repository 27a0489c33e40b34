import { EMAILED_PAGES, pagePath } from '@mainwork/contracts';
import { MailButton, MailLayout, MailText } from '../../../infra/mail/mail-layout.tsx';
import { renderMail } from '../../../infra/mail/render-mail.ts';

/** To the employer: someone applied (or went to their tracking link) for one of their jobs. */
export function applicationReceivedMail(input: {
  to: string;
  publicUrl: string;
  /** The employer's, for the greeting. */
  firstName: string | null;
  jobId: number;
  jobTitle: string;
  applicantName: string;
  external: boolean;
  referred: boolean;
}) {
  const how = input.external
    ? 'went on to apply through your own application link'
    : 'applied through MainWork Instant Apply';
  const applicants = `${input.publicUrl}${pagePath(EMAILED_PAGES.employerJobApplications, { jobId: input.jobId })}`;
  return renderMail({
    to: input.to,
    subject: `Application received: ${input.jobTitle}`,
    body: (
      <MailLayout
        publicUrl={input.publicUrl}
        firstName={input.firstName}
        preview={`${input.applicantName} ${how} for ${input.jobTitle}.`}
        reason="You get this e-mail because your business posted this job on MainWork."
      >
        <MailText>
          {input.applicantName} {how} for {input.jobTitle}.
        </MailText>
        {input.referred ? <MailText>They came through a referral share link.</MailText> : null}
        <MailButton href={applicants}>See the applicants</MailButton>
      </MailLayout>
    ),
  });
}
