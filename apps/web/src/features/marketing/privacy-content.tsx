import { Table } from 'react-bootstrap';
import { Link } from '../../components/link.tsx';
import { routes } from '../../lib/paths.ts';
import { COMPANY, LegalContactBlock, SectionRef, type LegalSection } from './legal-document.tsx';

export const PRIVACY_TITLE = 'Privacy Policy';
export const PRIVACY_VERSION = 'Version 1.0 — Revised March 2024';

const email = <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;

/** The cookies the Service sets (names as the API and the web app use them). */
const COOKIES: Array<{ name: string; purpose: string; duration: string }> = [
  {
    name: 'mw_session',
    purpose:
      'The session cookie: keeps you signed in and protects your account (named __Host-mw_session on secure connections). Strictly necessary.',
    duration: 'Until you sign out or the session expires',
  },
  {
    name: 'mw_vid',
    purpose:
      'A random visitor identifier used to count views of share and affiliate links once per visitor and to attribute applications to the referral that brought them.',
    duration: '1 year',
  },
  {
    name: 'job_search',
    purpose: 'Remembers your most recent job search so the jobs page can show it again.',
    duration: 'Until replaced by a new search or cleared in your browser',
  },
  {
    name: 'sl-jid-{job_id}',
    purpose: 'Remembers the share link that brought you to a job, so that if you apply the referrer can be credited.',
    duration: '30 days',
  },
];

export const privacyIntro = (
  <p>
    This Privacy Policy explains what personal information {COMPANY.name} ("MainWork", "we", "us" or "our") collects
    when you use the MainWork website, applications and related services (the "Service"), how we use and share it, and
    the choices you have. It should be read together with our <Link to={routes.terms}>Terms of Use</Link>.
  </p>
);

export const privacySections: LegalSection[] = [
  {
    title: 'Who This Policy Covers',
    content: (
      <p>
        This policy applies to everyone who uses the Service: candidates looking for work, referrers who share jobs,
        employers who post jobs, and the organizations that host community job feeds. It does not cover how an employer
        handles an application after you send it; the employer's own privacy practices apply to that.
      </p>
    ),
  },
  {
    title: 'Information We Collect',
    subsections: [
      {
        title: 'Account Information',
        content: (
          <p>
            When you create an account we collect your name, e-mail address, phone number (if you give it), password
            (stored only in a securely hashed form) and the type of account you chose. For employers we also collect
            business details such as the business name, address, size, logo, banner image and tagline, which appear on
            the employer's public profile.
          </p>
        ),
      },
      {
        title: 'Applications and Resumes',
        content: (
          <p>
            When you apply for a job through Instant Apply we collect what you submit, such as your name, e-mail
            address, phone number, resume, cover letter and comments. If you save Instant Apply defaults, we keep those
            details and files to fill in future applications. When you apply through an employer's own application link,
            we record that you followed the link but do not receive what you submit there.
          </p>
        ),
      },
      {
        title: 'Share Links and Affiliate Links',
        content: (
          <p>
            When someone opens a share link or an affiliate link, we record the visit so that we can count views and
            attribute applications and sign-ups to the right referrer or partner. Each visit is stored with a visit
            signature: a one-way hash of a random identifier kept in a first-party cookie (see <SectionRef to="5" />
            ). The signature does not contain your name or e-mail address. We do not count a visit more than once per
            visitor per day, and we do not count visits by automated crawlers.
          </p>
        ),
      },
      {
        title: 'Employer Billing',
        content: (
          <p>
            Employers pay for hires through our payment provider, Stripe. Card and bank details are collected and
            processed by Stripe under its own privacy policy; MainWork does not store full card numbers. We receive
            limited information from Stripe, such as the billing contact, the type of payment method, its last four
            digits and the status of payments.
          </p>
        ),
      },
      {
        title: 'Reward Payment Details',
        content: (
          <p>
            If you earn a referral reward, we collect the details needed to deliver it, such as the payment method you
            choose, and any tax information the law requires.
          </p>
        ),
      },
      {
        title: 'Technical Information',
        content: (
          <p>
            Like most websites, our servers record technical information about each request, such as the IP address,
            browser type, pages requested and the time of the request. We use it to run, secure and troubleshoot the
            Service.
          </p>
        ),
      },
    ],
  },
  {
    title: 'How We Use Information',
    content: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>provide the Service, including job search, applications, job postings and employer dashboards;</li>
          <li>attribute applications and hires to referral links, and calculate, deliver and settle rewards;</li>
          <li>bill employers and process payments;</li>
          <li>send account e-mails, such as password resets and notices about your applications or postings;</li>
          <li>prevent fraud and abuse, including fraudulent referrals, and keep the Service secure;</li>
          <li>understand how the Service is used so that we can improve it; and</li>
          <li>comply with the law and enforce our Terms of Use.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Share Information',
    content: (
      <>
        <p>We share personal information only as described here:</p>
        <ul>
          <li>
            <strong>With employers when you apply.</strong> When you apply for a job through Instant Apply, the
            information and documents in your application are sent to the employer that posted the job.
          </li>
          <li>
            <strong>To credit referrals.</strong> When a hire is attributed to a referral, the employer may learn that
            the candidate came through a referral, and the referrer may see the status of the reward.
          </li>
          <li>
            <strong>With service providers</strong> who host the Service, send e-mail and process payments (including
            Stripe) on our behalf, under obligations to protect the information.
          </li>
          <li>
            <strong>For legal reasons,</strong> when we believe in good faith that the law requires it, or to protect
            the rights, property or safety of our users, the public or MainWork.
          </li>
          <li>
            <strong>In a business transfer,</strong> such as a merger or sale of assets, subject to this policy.
          </li>
        </ul>
        <p>We do not sell your personal information, and we do not share it for targeted advertising.</p>
      </>
    ),
  },
  {
    title: 'Cookies',
    content: (
      <>
        <p>
          The Service uses only first-party cookies, set by MainWork for the Service itself. We do not use third-party
          advertising cookies.
        </p>
        <Table bordered responsive size="sm" className="small">
          <caption>Cookies the Service sets</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Purpose</th>
              <th scope="col">How long it lasts</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row" className="fw-normal">
                  <code>{cookie.name}</code>
                </th>
                <td>{cookie.purpose}</td>
                <td>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <p>
          You can block or delete cookies in your browser settings. If you block the session cookie you will not be able
          to sign in, and if you block or delete the visitor or share cookies, a referral may not be credited.
        </p>
      </>
    ),
  },
  {
    title: 'How Long We Keep Information',
    content: (
      <p>
        We keep personal information for as long as your account is open and as needed to provide the Service. After an
        account is closed, we keep information only as long as needed to settle payments and rewards, resolve disputes,
        prevent fraud, and meet legal, tax and accounting obligations, and then delete or anonymize it. Applications
        already sent to an employer are kept by that employer under its own practices.
      </p>
    ),
  },
  {
    title: 'Security',
    content: (
      <p>
        We protect personal information with technical and organizational measures, including encrypted connections,
        hashed passwords and session tokens, and access limited to people who need it. No system is perfectly secure, so
        we cannot guarantee the security of information you send us. Please use a strong password that you do not use
        elsewhere.
      </p>
    ),
  },
  {
    title: 'Your Choices',
    content: (
      <>
        <ul>
          <li>You can review and update your account details and Instant Apply defaults in your account settings.</li>
          <li>
            You can ask us to give you a copy of your personal information, to correct it, or to delete your account by
            writing to {email}. We may need to verify your identity first, and we may keep some information where the
            law requires it.
          </li>
          <li>You can control cookies through your browser, as described in section 5.</li>
        </ul>
        <p>We will not treat you differently for exercising these choices.</p>
      </>
    ),
  },
  {
    title: "Children's Privacy",
    content: (
      <p>
        MainWork does not allow users under 13. We do not knowingly collect personal information from children under 13,
        and if we learn that we have, we will delete it. Our Terms of Use also require every user to be 18 or older. If
        you believe a child has given us personal information, please contact us at {email}.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    content: (
      <p>
        We may update this policy from time to time. When we do, we will change the version line at the top of this
        page, and if the changes are significant we will tell account holders by e-mail or by a notice in the Service
        before they take effect.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    content: (
      <>
        <p>If you have questions about this policy or your personal information, please contact us at:</p>
        <LegalContactBlock />
      </>
    ),
  },
];
