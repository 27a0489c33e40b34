/**
 * Each e-mail template's SpamAssassin score with local rules only (`spamassassin -L`, Debian's package):
 * every template is rendered with sample facts, put into a message exactly as the mailer sends it
 * (nodemailer, both parts, the unsubscribe headers where the sender adds them) and scored.
 * `pnpm --filter @mainwork/api mail:spam-scores`; exits non-zero when a score reaches 1.0.
 */
import { spawnSync } from 'node:child_process';
import nodemailer from 'nodemailer';
import { jobAlertSearchPath } from '@mainwork/contracts';
import type { MailMessage, RenderedMail } from '../src/infra/mail/mailer.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../src/infra/mail/send-mail-job.ts';
import { applicationDecisionMail } from '../src/modules/applicants/mail/application-decision.tsx';
import { newApplicantDigestMail } from '../src/modules/applicants/mail/new-applicant-digest.tsx';
import { applicationReceivedMail } from '../src/modules/applications/mail/application-received.tsx';
import { referredApplicationMail } from '../src/modules/applications/mail/referred-application.tsx';
import { emailChangedNotice } from '../src/modules/auth/mail/email-changed.tsx';
import { emailConfirmationMail } from '../src/modules/auth/mail/email-confirmation.tsx';
import { passwordResetMail } from '../src/modules/auth/mail/password-reset.tsx';
import { welcomeEmployerMail } from '../src/modules/auth/mail/welcome-employer.tsx';
import { welcomeHunterMail } from '../src/modules/auth/mail/welcome-hunter.tsx';
import { expiryReminderMail } from '../src/modules/business-jobs/mail/expiry-reminder.tsx';
import { jobAlertConfirmationMail } from '../src/modules/job-alerts/mail/job-alert-confirmation.tsx';
import { jobAlertMail } from '../src/modules/job-alerts/mail/job-alert.tsx';
import { hireReceiptMail } from '../src/modules/resolutions/mail/hire-receipt.tsx';
import { rewardCodeMail } from '../src/modules/rewards/mail/reward-code.tsx';
import { rewardEarnedMail } from '../src/modules/rewards/mail/reward-earned.tsx';
import { rewardIssuedMail } from '../src/modules/rewards/mail/reward-issued.tsx';
import { sampleJob } from '../src/testing/sample-job.ts';

const publicUrl = 'https://mainwork.example';
const where = { publicUrl, supportEmail: 'support@mainwork.example' };
const from = 'MainWork <no-reply@mainwork.example>';
const LIMIT = 1.0;
const confirmLink = `${publicUrl}/confirm_email?token=abc123`;
const token = '42.job_alerts.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const job = (id: number, title: string, business: string, city: string) =>
  sampleJob({
    id,
    title,
    business: { id, name: business, logo: null },
    job_type: { id: 1, name: 'Full-time' },
    job_location_type: { id: 1, name: 'On-site' },
    address: { city, state: { code: 'MA', name: 'Massachusetts' } },
  });

const search = { what_search_text: 'Nurse', where_search_text: 'Boston, MA', radius: 25, filters: {} };
const reward = {
  to: 'sam.rivera@example.com',
  label: '$200',
  jobTitle: 'Barista',
  businessName: 'Harbor Coffee',
  publicUrl,
};

/** Each template, and whether its sender adds the one-click unsubscribe headers (not transactional). */
const templates: Array<[string, () => Promise<RenderedMail>, boolean]> = [
  ['welcome (hunter)', () => welcomeHunterMail({ to: 'sam.rivera@example.com', publicUrl, confirmLink }), false],
  [
    'welcome (employer)',
    () => welcomeEmployerMail({ to: 'owner@harborcoffee.example', publicUrl, confirmLink }),
    false,
  ],
  [
    'e-mail confirmation (new address)',
    () => emailConfirmationMail({ to: 'sam@example.org', publicUrl, link: confirmLink, purpose: 'change' }),
    false,
  ],
  [
    'password reset',
    () =>
      passwordResetMail({ to: 'sam.rivera@example.com', publicUrl, link: `${publicUrl}/reset_password?token=abc123` }),
    false,
  ],
  [
    'e-mail changed',
    () =>
      emailChangedNotice({
        oldEmail: 'sam.rivera@example.com',
        newEmail: 'sam@example.org',
        supportEmail: where.supportEmail,
        publicUrl,
      }),
    false,
  ],
  [
    'application received',
    () =>
      applicationReceivedMail({
        to: 'owner@harborcoffee.example',
        publicUrl,
        jobId: 7,
        jobTitle: 'Barista',
        applicantName: 'Sam Rivera',
        external: false,
        referred: true,
      }),
    true,
  ],
  ['referral used', () => referredApplicationMail({ to: 'ref@example.com', publicUrl, jobTitle: 'Barista' }), true],
  [
    'hired',
    () =>
      applicationDecisionMail({
        to: 'sam.rivera@example.com',
        publicUrl,
        firstName: 'Sam',
        jobTitle: 'Barista',
        businessName: 'Harbor Coffee',
        status: 'hired',
      }),
    true,
  ],
  [
    'not selected',
    () =>
      applicationDecisionMail({
        to: 'sam.rivera@example.com',
        publicUrl,
        firstName: 'Sam',
        jobTitle: 'Barista',
        businessName: 'Harbor Coffee',
        status: 'not_selected',
      }),
    true,
  ],
  [
    'hire receipt',
    () =>
      hireReceiptMail({
        to: 'owner@harborcoffee.example',
        publicUrl,
        businessName: 'Harbor Coffee',
        jobTitle: 'Barista',
        applicantName: 'Sam Rivera',
        rewardLabel: '$200',
        rewardDue: true,
        reward: '$200.00',
        fee: '$40.00',
        feePercent: 20,
        total: '$240.00',
      }),
    false,
  ],
  ['reward earned', () => rewardEarnedMail({ ...reward, hasCode: false }), true],
  [
    'reward code',
    () => rewardCodeMail({ ...reward, code: 'THANKS-25', description: 'A free coffee a week.', url: null }),
    false,
  ],
  ['reward issued', () => rewardIssuedMail({ ...reward, reference: 'CHK-1001', paymentMethod: 'Check' }), false],
  [
    'job alert confirmation',
    () =>
      jobAlertConfirmationMail({
        to: 'visitor@example.com',
        publicUrl,
        link: `${publicUrl}/job_alerts/confirm?token=7.abc`,
        search: 'Full-time jobs near Boston, MA',
      }),
    false,
  ],
  [
    'job alert (user)',
    () =>
      jobAlertMail({
        to: 'sam.rivera@example.com',
        publicUrl,
        search: 'Full-time jobs near Boston, MA',
        searchPath: jobAlertSearchPath(search),
        jobs: [job(1, 'Registered Nurse', 'Mercy Clinic', 'Boston'), job(2, 'Night Nurse', 'Harbor Care', 'Quincy')],
        moreJobs: 3,
        unsubscribeUrl: null,
      }),
    true,
  ],
  [
    'job alert (visitor)',
    () =>
      jobAlertMail({
        to: 'visitor@example.com',
        publicUrl,
        search: 'Full-time jobs near Boston, MA',
        searchPath: jobAlertSearchPath(search),
        jobs: [job(1, 'Registered Nurse', 'Mercy Clinic', 'Boston')],
        moreJobs: 0,
        unsubscribeUrl: unsubscribeUrl(token, publicUrl),
      }),
    true,
  ],
  [
    'new-applicant digest',
    () =>
      newApplicantDigestMail({
        to: 'owner@harborcoffee.example',
        publicUrl,
        jobs: [
          {
            jobId: 7,
            title: 'Barista',
            applicants: [
              { name: 'Sam Rivera', external: false, referred: true },
              { name: 'Alex Kim', external: true, referred: false },
            ],
          },
          { jobId: 8, title: 'Line Cook', applicants: [{ name: 'Jo Park', external: false, referred: false }] },
        ],
      }),
    true,
  ],
  [
    'posting expiry reminder',
    () =>
      expiryReminderMail({
        to: 'owner@harborcoffee.example',
        publicUrl,
        jobId: 7,
        jobTitle: 'Barista',
        expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000),
        extendUrl: `${publicUrl}/employers/extend_posting?token=7.abc`,
      }),
    false,
  ],
];

async function messageOf(message: MailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, ...message });
  return info.message as Buffer;
}

function score(message: Buffer): { score: number; rules: string } {
  const run = spawnSync('spamassassin', ['-L', '-t'], { input: message, encoding: 'utf8' });
  if (run.error) throw new Error(`spamassassin could not run (apt-get install spamassassin): ${run.error.message}`);
  const status = /^X-Spam-Status: \w+, score=(-?[\d.]+)[^]*?tests=([^]*?)(?:autolearn|version)/m.exec(run.stdout);
  if (!status) throw new Error(`no X-Spam-Status in spamassassin's answer:\n${run.stdout.slice(0, 2000)}`);
  return { score: Number(status[1]), rules: status[2]!.replace(/\s+/g, ' ').trim().replace(/,$/, '') };
}

let worst = -Infinity;
console.log('| E-mail | Score | Rules |\n| --- | ---: | --- |');
for (const [name, render, withUnsubscribe] of templates) {
  const mail = await render();
  const headers = withUnsubscribe ? unsubscribeHeaders(token, where) : undefined;
  const result = score(await messageOf({ ...mail, headers }));
  worst = Math.max(worst, result.score);
  console.log(`| ${name} | ${result.score.toFixed(1)} | ${result.rules} |`);
}
console.log(`\nHighest score ${worst.toFixed(1)} (limit: below ${LIMIT.toFixed(1)})`);
if (worst >= LIMIT) process.exit(1);
