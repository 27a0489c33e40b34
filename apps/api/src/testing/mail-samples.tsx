import { jobAlertSearchPath } from '@mainwork/contracts';
import type { RenderedMail } from '../infra/mail/mailer.ts';
import { unsubscribeUrl } from '../infra/mail/send-mail-job.ts';
import { applicationDecisionMail } from '../modules/applicants/mail/application-decision.tsx';
import { newApplicantDigestMail } from '../modules/applicants/mail/new-applicant-digest.tsx';
import { applicationReceivedMail } from '../modules/applications/mail/application-received.tsx';
import { referredApplicationMail } from '../modules/applications/mail/referred-application.tsx';
import { thanksForApplyingMail } from '../modules/applications/mail/thanks-for-applying.tsx';
import { emailChangedNotice } from '../modules/auth/mail/email-changed.tsx';
import { emailConfirmationMail } from '../modules/auth/mail/email-confirmation.tsx';
import { passwordResetMail } from '../modules/auth/mail/password-reset.tsx';
import { welcomeEmployerMail } from '../modules/auth/mail/welcome-employer.tsx';
import { welcomeHunterMail } from '../modules/auth/mail/welcome-hunter.tsx';
import { welcomeTeamMemberMail } from '../modules/auth/mail/welcome-team-member.tsx';
import { expiryReminderMail } from '../modules/business-jobs/mail/expiry-reminder.tsx';
import { jobAlertConfirmationMail } from '../modules/job-alerts/mail/job-alert-confirmation.tsx';
import { jobAlertMail } from '../modules/job-alerts/mail/job-alert.tsx';
import { chargeAwaitsOwnerMail } from '../modules/resolutions/mail/charge-awaits-owner.tsx';
import { hireReceiptMail } from '../modules/resolutions/mail/hire-receipt.tsx';
import { rewardCodeMail } from '../modules/rewards/mail/reward-code.tsx';
import { giftCardMail } from '../modules/rewards/mail/gift-card.tsx';
import { payoutSentMail } from '../modules/payouts/mail/payout-sent.tsx';
import { payoutSetupNeededMail } from '../modules/payouts/mail/payout-setup-needed.tsx';
import { rewardEarnedMail } from '../modules/rewards/mail/reward-earned.tsx';
import { rewardIssuedMail } from '../modules/rewards/mail/reward-issued.tsx';
import { sourceFailingMail } from '../modules/job-sources/mail/source-failing.tsx';
import { webhookPausedMail } from '../modules/webhooks/mail/webhook-paused.tsx';
import { savedJobNoticeMail } from '../modules/saved-jobs/mail/saved-job-notice.tsx';
import { memberInvitationMail } from '../modules/team/mail/member-invitation.tsx';
import { MAIL_PUBLIC_URL } from './rendered-mail.ts';
import { sampleJob } from './sample-job.ts';

/**
 * One e-mail of the product rendered with sample facts. `template` is the function its sender calls (every
 * template of a module's `mail/` folder must have a sample: src/every-mail.test.ts fails until it does);
 * `firstName` is the name it must greet ('Hi Maria,'), null for the mails that may not or cannot ('Hello,');
 * `unsubscribe`: its sender adds the one-click unsubscribe headers (not transactional).
 */
export type MailSample = {
  name: string;
  template: (...args: never[]) => Promise<RenderedMail>;
  firstName: string | null;
  unsubscribe: boolean;
  render: () => Promise<RenderedMail>;
};

const publicUrl = MAIL_PUBLIC_URL;
// Long on purpose: a title, a business and addresses that must wrap on a phone instead of widening the mail.
const jobTitle = 'Front Desk Receptionist and Patient Experience Coordinator (Weekends)';
const businessName = 'Brattle Street Books & Community Reading Room';
const candidate = 'maria.gonzalez-rodriguez.applications@longer-university-mail.example.edu';
const owner = 'dana.whitfield@brattlestreetbooks.example';
const token = '42.job_alerts.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const confirmLink = `${publicUrl}/confirm_email?token=abc-DEF_123-ghiJKL456-mnoPQR789-stuVWX012-yzABCD345`;

const job = (id: number, title: string, business: string, city: string) =>
  sampleJob({
    id,
    title,
    business: { id, name: business, logo: null },
    job_type: { id: 1, name: 'Full-time' },
    job_location_type: { id: 1, name: 'On-site' },
    address: { city, state: { code: 'MA', name: 'Massachusetts' } },
  });
const alertSearch = jobAlertSearchPath({
  what_search_text: 'Receptionist',
  where_search_text: 'Cambridge, MA',
  radius: 25,
  filters: { job_type_id_eq: 1 },
});
const reward = { to: candidate, firstName: 'Maria', label: '$1,000 cash', jobTitle, businessName, publicUrl };

/** Every template, with the facts its sender gives it; a template's other branches may have more samples. */
export const MAIL_SAMPLES: MailSample[] = [
  {
    name: 'thanks-for-applying',
    template: thanksForApplyingMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () =>
      thanksForApplyingMail({ to: candidate, publicUrl, firstName: 'Maria', jobTitle, businessName, external: false }),
  },
  {
    name: 'application-received',
    template: applicationReceivedMail,
    firstName: 'Dana',
    unsubscribe: true,
    render: () =>
      applicationReceivedMail({
        to: owner,
        publicUrl,
        firstName: 'Dana',
        jobId: 7,
        jobTitle,
        applicantName: 'Maria Gonzalez',
        external: false,
        referred: true,
      }),
  },
  {
    name: 'referred-application',
    template: referredApplicationMail,
    firstName: 'Sam',
    unsubscribe: true,
    render: () => referredApplicationMail({ to: 'sam@example.com', publicUrl, firstName: 'Sam', jobTitle }),
  },
  {
    name: 'application-decision-hired',
    template: applicationDecisionMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () =>
      applicationDecisionMail({
        to: candidate,
        publicUrl,
        firstName: 'Maria',
        jobTitle,
        businessName,
        status: 'hired',
      }),
  },
  {
    name: 'application-decision-no-name',
    template: applicationDecisionMail,
    firstName: null,
    unsubscribe: true,
    render: () =>
      applicationDecisionMail({
        to: candidate,
        publicUrl,
        firstName: null,
        jobTitle,
        businessName,
        status: 'not_selected',
      }),
  },
  {
    name: 'new-applicant-digest',
    template: newApplicantDigestMail,
    firstName: 'Dana',
    unsubscribe: true,
    render: () =>
      newApplicantDigestMail({
        to: owner,
        publicUrl,
        firstName: 'Dana',
        jobs: [
          {
            jobId: 7,
            title: jobTitle,
            applicants: [
              { name: 'Maria Gonzalez', external: false, referred: true },
              { name: candidate, external: true, referred: false },
            ],
          },
          { jobId: 8, title: 'Line Cook', applicants: [{ name: 'Jo Park', external: false, referred: false }] },
        ],
      }),
  },
  {
    name: 'welcome-hunter',
    template: welcomeHunterMail,
    firstName: null,
    unsubscribe: false,
    render: () => welcomeHunterMail({ to: candidate, publicUrl, confirmLink }),
  },
  {
    name: 'welcome-employer',
    template: welcomeEmployerMail,
    firstName: null,
    unsubscribe: false,
    render: () => welcomeEmployerMail({ to: owner, publicUrl, confirmLink }),
  },
  {
    name: 'welcome-team-member',
    template: welcomeTeamMemberMail,
    firstName: 'Lee',
    unsubscribe: false,
    render: () =>
      welcomeTeamMemberMail({ to: 'lee@example.com', publicUrl, firstName: 'Lee', businessName, role: 'recruiter' }),
  },
  {
    name: 'email-confirmation',
    template: emailConfirmationMail,
    firstName: null,
    unsubscribe: false,
    render: () => emailConfirmationMail({ to: candidate, publicUrl, link: confirmLink, purpose: 'change' }),
  },
  {
    name: 'email-changed',
    template: emailChangedNotice,
    firstName: 'Maria',
    unsubscribe: false,
    render: () =>
      emailChangedNotice({
        oldEmail: candidate,
        newEmail: 'maria.gonzalez.new-address-after-moving@another-long-provider.example.org',
        firstName: 'Maria',
        supportEmail: 'support@mainwork.example',
        publicUrl,
      }),
  },
  {
    name: 'password-reset',
    template: passwordResetMail,
    firstName: 'Maria',
    unsubscribe: false,
    render: () =>
      passwordResetMail({
        to: candidate,
        publicUrl,
        firstName: 'Maria',
        link: `${publicUrl}/reset_password?id=7&token=abc-DEF_123-ghiJKL456-mnoPQR789-stuVWX012`,
      }),
  },
  {
    name: 'member-invitation',
    template: memberInvitationMail,
    firstName: null,
    unsubscribe: false,
    render: () =>
      memberInvitationMail({
        to: 'lee@example.com',
        publicUrl,
        businessName,
        inviterName: 'Dana Whitfield',
        role: 'recruiter',
        link: `${publicUrl}/team_invitations/accept?token=abc-DEF_123-ghiJKL456`,
      }),
  },
  {
    name: 'expiry-reminder',
    template: expiryReminderMail,
    firstName: 'Dana',
    unsubscribe: false,
    render: () =>
      expiryReminderMail({
        to: owner,
        publicUrl,
        firstName: 'Dana',
        jobId: 7,
        jobTitle,
        expiresAt: new Date('2026-12-03T12:00:00Z'),
        extendUrl: `${publicUrl}/employers/extend_posting?token=7.1796300000000.abcdefABCDEF0123456789`,
      }),
  },
  {
    name: 'job-alert-confirmation',
    template: jobAlertConfirmationMail,
    firstName: null,
    unsubscribe: false,
    render: () =>
      jobAlertConfirmationMail({
        to: 'visitor@example.com',
        publicUrl,
        link: `${publicUrl}/job_alerts/confirm?token=7.abc`,
        search: 'Full-time jobs near Cambridge, MA',
      }),
  },
  {
    name: 'job-alert',
    template: jobAlertMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () =>
      jobAlertMail({
        to: candidate,
        publicUrl,
        firstName: 'Maria',
        search: 'Receptionist, Full-time, near Cambridge, MA',
        searchPath: alertSearch,
        jobs: [job(1, jobTitle, businessName, 'Cambridge'), job(2, 'Receptionist', 'Harbor Dental', 'Somerville')],
        moreJobs: 3,
        unsubscribeUrl: null,
      }),
  },
  {
    name: 'job-alert-visitor',
    template: jobAlertMail,
    firstName: null,
    unsubscribe: true,
    render: () =>
      jobAlertMail({
        to: 'visitor@example.com',
        publicUrl,
        firstName: null,
        search: 'Full-time jobs near Cambridge, MA',
        searchPath: alertSearch,
        jobs: [job(2, 'Receptionist', 'Harbor Dental', 'Somerville')],
        moreJobs: 0,
        unsubscribeUrl: unsubscribeUrl(token, publicUrl),
      }),
  },
  {
    name: 'charge-awaits-owner',
    template: chargeAwaitsOwnerMail,
    firstName: 'Dana',
    unsubscribe: false,
    render: () =>
      chargeAwaitsOwnerMail({
        to: owner,
        publicUrl,
        firstName: 'Dana',
        businessName,
        jobTitle,
        recruiterName: 'Lee Chen',
      }),
  },
  {
    name: 'hire-receipt',
    template: hireReceiptMail,
    firstName: 'Dana',
    unsubscribe: false,
    render: () =>
      hireReceiptMail({
        to: owner,
        publicUrl,
        firstName: 'Dana',
        businessName,
        jobTitle,
        applicantName: 'Maria Gonzalez',
        rewardLabel: '$1,000 cash',
        rewardDue: true,
        reward: '$1,000.00',
        fee: '$200.00',
        feePercent: 20,
        total: '$1,200.00',
      }),
  },
  {
    name: 'reward-earned',
    template: rewardEarnedMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () => rewardEarnedMail({ ...reward, hasCode: false }),
  },
  {
    name: 'reward-code',
    template: rewardCodeMail,
    firstName: 'Maria',
    unsubscribe: false,
    render: () =>
      rewardCodeMail({
        ...reward,
        label: '$75 gift card to Brattle Street Books',
        code: 'THANKS-2026-BRATTLE-STREET-BOOKS-0001',
        description: 'Good for anything in the shop or the café.',
        url: 'https://gift-cards.brattlestreetbooks.example/redeem/online-store-and-cafe?campaign=mainwork-referral-rewards',
      }),
  },
  {
    name: 'gift-card',
    template: giftCardMail,
    firstName: 'Maria',
    unsubscribe: false,
    render: () =>
      giftCardMail({
        ...reward,
        label: '$75 Gift Card to Brattle Street Books',
        giver: 'Brattle Street Books',
        code: '7K3M-Q9TX-4HWD-8RNB',
        redeemUrl: `${publicUrl}/redeem/7K3M-Q9TX-4HWD-8RNB`,
        description: 'Good for anything in the shop or the café.',
      }),
  },
  {
    name: 'reward-issued',
    template: rewardIssuedMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () => rewardIssuedMail({ ...reward, reference: 'CHK-1001', paymentMethod: 'Check' }),
  },
  {
    name: 'saved-job-closes-soon',
    template: savedJobNoticeMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () =>
      savedJobNoticeMail({
        to: candidate,
        firstName: 'Maria',
        publicUrl,
        jobId: 7,
        jobTitle,
        businessName,
        closesAt: new Date('2026-12-03T12:00:00Z'),
      }),
  },
  {
    name: 'saved-job-closed',
    template: savedJobNoticeMail,
    firstName: null,
    unsubscribe: true,
    render: () =>
      savedJobNoticeMail({
        to: candidate,
        firstName: null,
        publicUrl,
        jobId: 7,
        jobTitle,
        businessName,
        closesAt: null,
      }),
  },
  {
    name: 'payout-setup-needed',
    template: payoutSetupNeededMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () => payoutSetupNeededMail({ ...reward, label: '$500' }),
  },
  {
    name: 'payout-sent',
    template: payoutSentMail,
    firstName: 'Maria',
    unsubscribe: true,
    render: () => payoutSentMail({ ...reward, label: '$500' }),
  },
  {
    name: 'job-source-failing',
    template: sourceFailingMail,
    firstName: 'Dana',
    unsubscribe: false,
    render: () =>
      sourceFailingMail({
        to: owner,
        firstName: 'Dana',
        publicUrl,
        kind: 'feed',
        board: 'https://careers.brattlestreetbooks.example/jobs/feed.xml?department=all-departments-and-locations',
        error: 'The feed answered 503 Service Unavailable.',
      }),
  },
  {
    name: 'webhook-paused',
    template: webhookPausedMail,
    firstName: 'Dana',
    unsubscribe: false,
    render: () =>
      webhookPausedMail({
        to: owner,
        firstName: 'Dana',
        publicUrl,
        url: 'https://hooks.brattlestreetbooks.example/integrations/mainwork/applicant-tracking-system/events',
        error: 'The address answered 503.',
      }),
  },
];

/** The links of a sample that lead off the product (a reward source's own redemption page). */
export const SAMPLE_OTHER_LINKS = [
  'https://gift-cards.brattlestreetbooks.example/redeem/online-store-and-cafe?campaign=mainwork-referral-rewards',
];
