import { Link } from '../../components/link.tsx';
import { routes } from '../../lib/paths.ts';
import { COMPANY, LegalContactBlock, SectionRef, type LegalSection } from './legal-document.tsx';

export const TERMS_TITLE = 'Terms of Use';
export const TERMS_VERSION = 'Version 2.0 — May 2025';

const email = <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;

export const termsIntro = (
  <>
    <p>
      These Terms of Use (the "Terms") are an agreement between you and {COMPANY.name} ("MainWork", "we", "us" or
      "our"). They govern your use of the MainWork website, applications and related services (together, the "Service").
      By creating an account or otherwise using the Service, you agree to these Terms. If you do not agree, do not use
      the Service.
    </p>
    <div className="border-start border-4 border-warning ps-3 py-1">
      <p className="mb-0">
        <strong>
          Please read <SectionRef to="12" /> carefully.
        </strong>{' '}
        Sections <SectionRef to="12.5">12.5</SectionRef> to <SectionRef to="12.16">12.16</SectionRef> contain an
        agreement to resolve disputes with MainWork through individual arbitration instead of in court, and a waiver of
        class actions and jury trials, unless you opt out as described in <SectionRef to="12.15" />.
      </p>
    </div>
  </>
);

export const termsSections: LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    content: (
      <>
        <p>
          These Terms apply to everyone who visits or uses the Service, whether or not they have an account. Our{' '}
          <Link to={routes.privacy}>Privacy Policy</Link> explains how we collect, use and share personal information;
          please read it together with these Terms.
        </p>
        <p>
          If you use the Service on behalf of a business or other organization, you confirm that you are authorized to
          accept these Terms on its behalf, and "you" includes that business or organization.
        </p>
      </>
    ),
  },
  {
    title: 'Who May Use MainWork',
    content: (
      <>
        <p>You may use the Service only if all of the following are true:</p>
        <ul>
          <li>you are 18 years of age or older;</li>
          <li>you are located in the United States;</li>
          <li>you are able to form a binding contract with MainWork; and</li>
          <li>you have not previously been suspended or removed from the Service.</li>
        </ul>
        <p>
          The Service is offered only in the United States. We make no promise that it is appropriate or available for
          use anywhere else.
        </p>
      </>
    ),
  },
  {
    title: 'Types of Users',
    content: (
      <p>
        The Service has three types of users: employers, referrers and candidates. One person may act in more than one
        role; for example, a referrer may also apply for a job as a candidate. The parts of these Terms that apply to a
        role apply to you whenever you act in that role.
      </p>
    ),
    subsections: [
      {
        title: 'Employers',
        content: (
          <p>
            Employers are businesses that post jobs on the Service, review applications, decide whom to hire, and pay
            MainWork for hires found through the Service, including the referral rewards offered on their postings.
            Chambers of commerce, business associations and other member organizations that host a community job feed
            for their members also use the Service under these Terms and any separate agreement they have with MainWork.
          </p>
        ),
      },
      {
        title: 'Referrers',
        content: (
          <p>
            Referrers are users who share job postings with other people through a referral link and who may earn a
            reward when the conditions in <SectionRef to="6.2" /> are met.
          </p>
        ),
      },
      {
        title: 'Candidates',
        content: (
          <p>
            Candidates are users who search for jobs and apply, either through MainWork's Instant Apply or through an
            employer's own application link.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Your Account',
    content: (
      <>
        <p>
          You must give accurate and complete information when you create an account and keep it up to date. You may
          hold only one account, and you may not create an account for someone else or transfer your account to another
          person without our written permission.
        </p>
        <p>
          You are responsible for keeping your password confidential and for all activity under your account. Tell us
          promptly at {email} if you believe someone has used your account without your permission.
        </p>
      </>
    ),
  },
  {
    title: 'Job Postings and Employer Responsibilities',
    content: (
      <>
        <p>If you are an employer, you agree that:</p>
        <ul>
          <li>
            each job you post describes a real, open position, and the information in it, including any pay and reward
            information, is accurate and not misleading;
          </li>
          <li>
            your postings and hiring practices comply with all applicable laws, including laws on equal employment
            opportunity, discrimination, wages, pay transparency and background checks;
          </li>
          <li>
            you alone decide whom to interview and hire. MainWork is not an employer, staffing agency or recruiter and
            does not guarantee the suitability of any candidate;
          </li>
          <li>
            you will fund the referral reward shown on a posting when it is earned under <SectionRef to="6.2" />;
          </li>
          <li>
            you will promptly and truthfully tell MainWork when you hire a candidate who applied or was referred through
            the Service, and you will answer MainWork's inquiries about such hires; and
          </li>
          <li>
            you will use the information candidates send you only to evaluate them for employment, and you will protect
            it as the law requires.
          </li>
        </ul>
        <p>We may edit, pause or remove a posting that we believe breaks these Terms or the law.</p>
      </>
    ),
  },
  {
    title: 'Referrals and Rewards',
    subsections: [
      {
        title: 'How Referrals Work',
        content: (
          <p>
            A referrer shares a job through a referral link that MainWork creates for that referrer and that job. When
            someone opens the link, MainWork records the visit, and an application that person later submits for the job
            can be attributed to the referrer. Attribution depends on the link being used and on the cookies described
            in our <Link to={routes.privacy}>Privacy Policy</Link>; MainWork cannot attribute a hire to a referral that
            did not come through a referral link.
          </p>
        ),
      },
      {
        title: 'When a Reward Is Earned',
        content: (
          <>
            <p>A reward is earned only when all of the following have happened:</p>
            <ol type="a">
              <li>the candidate has been hired by the employer, and the hire has been confirmed;</li>
              <li>
                the hire is attributed to your referral through your referral link, according to MainWork's records; and
              </li>
              <li>the employer has paid MainWork the amounts due for that hire.</li>
            </ol>
            <p>
              Until then, a reward shown on a posting is an offer and not an amount owed to you. No reward is earned for
              an application, an interview or a job offer alone.
            </p>
          </>
        ),
      },
      {
        title: 'Types of Rewards',
        content: (
          <p>
            A reward may be cash, a gift card, a promotion code, or another type of reward such as merchandise, a
            subscription, an experience, event tickets or services, as described on the posting. Rewards other than cash
            may be provided by the employer or by a third-party reward source and may be subject to that source's own
            terms.
          </p>
        ),
      },
      {
        title: 'The Reward Marketplace',
        content: (
          <p>
            Some rewards are offered through MainWork's reward marketplace by reward sources, such as local businesses.
            A reward source may ask us to withdraw its offer, and we may remove an offer for other reasons. Removal of a
            reward from the marketplace generally takes effect within 48 hours of the request. A reward that was earned
            before its removal will be honored as offered or, if that is no longer possible, replaced with a reward of
            comparable value.
          </p>
        ),
      },
      {
        title: 'Payment of Rewards and Taxes',
        content: (
          <p>
            To receive a reward you must give us a valid way to pay you and any tax information we reasonably request.
            We deliver earned rewards within a reasonable time after the employer's payment has been received. You are
            responsible for any taxes on rewards you receive, and we may report rewards to tax authorities where the law
            requires it.
          </p>
        ),
      },
      {
        title: 'Prohibited Referral Practices',
        content: (
          <p>
            You may not refer yourself, use more than one account, generate visits or applications by automated or
            deceptive means, misrepresent a job or an employer, or send unsolicited bulk messages. We may withhold or
            reverse a reward obtained in breach of these Terms.
          </p>
        ),
      },
      {
        title: 'Reward Disputes',
        content: (
          <>
            <p>
              If you believe a reward was not credited or paid correctly, you must send us a dispute at {email} within
              30 days after the date you knew, or reasonably should have known, of the problem. Please include the job,
              the share link and any details you have about the hire.
            </p>
            <p>
              We will review the dispute and tell you our decision in writing within 14 business days after we receive a
              complete dispute. To the extent the law allows, a reward dispute not filed within 30 days is waived. This
              process does not limit your rights under section 12.
            </p>
          </>
        ),
      },
    ],
  },
  {
    title: 'Fees and Payment',
    content: (
      <>
        <p>
          Employers pay MainWork for hires found through the Service, including the referral rewards offered on their
          postings, at the prices and on the payment terms shown when the job is posted or in a separate order. Payments
          are processed by our payment provider, Stripe, and you authorize us to charge the payment method you provide.
          Fees do not include taxes, which you are responsible for.
        </p>
        <p>
          Amounts not paid when due accrue interest from the due date until paid at the lesser of 1.5 percent per month
          or the maximum rate permitted by law. We may pause your postings while an amount is overdue. Fees are not
          refundable except where the law requires or we agree otherwise in writing.
        </p>
      </>
    ),
  },
  {
    title: 'Candidates and Applications',
    content: (
      <>
        <p>
          When you apply through Instant Apply, the information and documents you submit, such as your name, e-mail
          address, phone number, resume, cover letter and comments, are sent to the employer of that job. When you apply
          through an employer's own application link, that employer's or its provider's terms apply to your application.
        </p>
        <p>
          You are responsible for the accuracy of what you submit. Employers make their own hiring decisions; MainWork
          does not guarantee that you will be interviewed or hired.
        </p>
      </>
    ),
  },
  {
    title: 'Acceptable Use',
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break any law or anyone else's rights while using the Service;</li>
          <li>post false, misleading, discriminatory, harassing or unlawful content;</li>
          <li>impersonate anyone or misrepresent your connection with a person or business;</li>
          <li>collect other users' information without their consent, or use it for purposes other than hiring;</li>
          <li>
            scrape, crawl or copy the Service by automated means, except as allowed by our published robots rules;
          </li>
          <li>interfere with, probe or try to gain unauthorized access to the Service or its systems; or</li>
          <li>use the Service to send spam or to advertise anything other than genuine job openings.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Content and Intellectual Property',
    content: (
      <>
        <p>
          You keep ownership of the content you submit, such as job postings, business profiles and applications. You
          give MainWork a non-exclusive, royalty-free license to host, copy, display and transmit that content as needed
          to operate and promote the Service, for example to show a posting or to deliver an application to an employer.
          The license ends when the content is removed from the Service, except for reasonable backup copies and content
          others have already shared.
        </p>
        <p>
          MainWork and its licensors own the Service, including its software, design and trademarks. We give you a
          limited, revocable, non-transferable license to use the Service under these Terms. If you send us feedback, we
          may use it without obligation to you.
        </p>
      </>
    ),
  },
  {
    title: 'Disclaimers, Limitation of Liability and Indemnity',
    content: (
      <>
        <p>
          The Service is provided "as is" and "as available". To the fullest extent permitted by law, MainWork disclaims
          all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose
          and non-infringement. MainWork is not a party to any employment relationship between employers and candidates.
        </p>
        <p>
          To the fullest extent permitted by law, MainWork will not be liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data. MainWork's total liability for all
          claims relating to the Service or these Terms is limited to the greater of the fees you paid MainWork in the
          twelve months before the event giving rise to the claim, or $50. Some states do not allow these limits, so
          they may not apply to you in full.
        </p>
        <p>
          You will defend and indemnify MainWork against claims by third parties arising from your content, your breach
          of these Terms or the law, or, if you are an employer, your hiring decisions.
        </p>
      </>
    ),
  },
  {
    title: 'Disputes, Governing Law and Arbitration',
    content: (
      <p>
        This section explains how disputes between you and MainWork are resolved. Sections 12.5 to 12.16 are the
        "Arbitration Agreement".
      </p>
    ),
    subsections: [
      {
        title: 'Scope',
        content: (
          <p>
            This section applies to any dispute, claim or controversy between you and MainWork arising out of or
            relating to these Terms or the Service, whether based on contract, statute, tort or any other legal theory
            (a "Dispute").
          </p>
        ),
      },
      {
        title: 'Disputes Between Users',
        content: (
          <p>
            Disagreements between employers, referrers and candidates are between those users. MainWork may, but does
            not have to, help resolve them. Questions about a reward should first be raised under{' '}
            <SectionRef to="6.7" />.
          </p>
        ),
      },
      {
        title: 'Governing Law',
        content: (
          <p>
            These Terms are governed by the laws of the Commonwealth of Massachusetts, without regard to its
            conflict-of-laws rules, except that the Federal Arbitration Act governs the Arbitration Agreement. Any
            Dispute that is not arbitrated will be brought only in the state or federal courts located in Suffolk
            County, Massachusetts, and you and MainWork consent to their jurisdiction.
          </p>
        ),
      },
      {
        title: 'Informal Dispute Resolution',
        content: (
          <p>
            Before starting an arbitration or a court case, the party raising a Dispute must send the other a written
            notice describing the Dispute and the relief sought: to MainWork at the address in section 16, and to you at
            the e-mail address on your account. You and MainWork will then try in good faith to resolve the Dispute for
            30 days after the notice is received, including, if either asks, in an individual call. Neither party may
            start an arbitration or court case until that 30-day period has ended, and any limitation period is paused
            during it.
          </p>
        ),
      },
      {
        title: 'Agreement to Arbitrate',
        content: (
          <p>
            You and MainWork agree that any Dispute not resolved under <SectionRef to="12.4" /> will be resolved by
            final and binding arbitration on an individual basis, and not in court, except as provided in{' '}
            <SectionRef to="12.6" />. The arbitrator decides all questions about the interpretation, scope and
            enforceability of this Arbitration Agreement, except that a court decides questions about the waiver in{' '}
            <SectionRef to="12.7" />.
          </p>
        ),
      },
      {
        title: 'Exceptions',
        content: (
          <p>
            Either party may bring an individual claim in small claims court if it qualifies there, and either party may
            ask a court for an injunction to stop the infringement or misuse of intellectual property rights.
          </p>
        ),
      },
      {
        title: 'Class Action and Jury Trial Waiver',
        content: (
          <p>
            You and MainWork may bring claims against each other only on an individual basis, and not as a plaintiff or
            class member in any class, collective, consolidated or representative proceeding. The arbitrator may not
            combine more than one person's claims. You and MainWork each give up the right to a jury trial.
          </p>
        ),
      },
      {
        title: 'Arbitration Provider and Rules',
        content: (
          <p>
            The arbitration will be administered by the American Arbitration Association ("AAA") under its Consumer
            Arbitration Rules or, for an employer using the Service for its business, its Commercial Arbitration Rules,
            as changed by this Arbitration Agreement. If the AAA is unavailable, the parties will agree on another
            provider or ask a court to appoint one.
          </p>
        ),
      },
      {
        title: 'Starting an Arbitration',
        content: (
          <p>
            To start an arbitration, a party must file a demand with the provider and send a copy to the other party.
            The demand must describe the claim and the relief sought, state that the party completed the informal
            dispute process in <SectionRef to="12.4" />, and be signed by the party personally, not only by a
            representative.
          </p>
        ),
      },
      {
        title: 'Arbitration Fees',
        content: (
          <p>
            For a claim of $10,000 or less, MainWork will pay the filing, administrative and arbitrator fees, unless the
            arbitrator finds that the claim was frivolous or brought for an improper purpose. For larger claims, the
            provider's rules decide who pays those fees. Each party pays its own attorneys' fees unless the law or the
            award provides otherwise.
          </p>
        ),
      },
      {
        title: 'Claims of $10,000 or Less',
        content: (
          <p>
            If the total amount claimed is $10,000 or less, the arbitration will be decided on written submissions only,
            unless a party asks for a hearing or the arbitrator decides that one is needed. For claims above $10,000,
            the right to a hearing is decided under the provider's rules.
          </p>
        ),
      },
      {
        title: 'Hearing Location',
        content: (
          <p>
            Any in-person hearing will take place within 100 miles of your residence or, for an employer, its principal
            place of business, unless the parties agree otherwise. A hearing may also be held by video or telephone if
            both parties agree.
          </p>
        ),
      },
      {
        title: "Arbitrator's Decision",
        content: (
          <p>
            The arbitrator may award any individual relief that a court could award, but only in favor of the individual
            party seeking relief and only to the extent needed to provide relief on that party's claim. The arbitrator
            will issue a written, reasoned decision, and judgment on the award may be entered in any court with
            jurisdiction.
          </p>
        ),
      },
      {
        title: 'Minimum Award',
        content: (
          <p>
            If the arbitrator awards you more than MainWork's last written settlement offer made before the arbitrator
            was appointed, MainWork will pay you the greater of the award or $2,500.
          </p>
        ),
      },
      {
        title: 'Right to Opt Out',
        content: (
          <p>
            You may opt out of this Arbitration Agreement by sending written notice to the postal address or e-mail
            address in section 16 within 30 days after you first accept these Terms. The notice must include your name,
            the e-mail address of your account and a clear statement that you are opting out. Opting out does not affect
            any other part of these Terms.
          </p>
        ),
      },
      {
        title: 'Severability, Survival and Changes',
        content: (
          <p>
            If any part of this Arbitration Agreement other than <SectionRef to="12.7" /> is found unenforceable, the
            rest remains in effect. If the waiver in <SectionRef to="12.7" /> is found unenforceable in its entirety,
            sections 12.5 to 12.16 will not apply and the Dispute will be resolved in court under{' '}
            <SectionRef to="12.3" />. This Arbitration Agreement survives the end of your use of the Service. If we
            change it, you may reject the change by writing to us within 30 days after it takes effect, and you will
            remain bound by the version you last accepted.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Suspension and Termination',
    content: (
      <>
        <p>
          You may stop using the Service at any time and may ask us at {email} to close your account. We may suspend or
          close an account that breaks these Terms, is used for fraud, has overdue payments, or where the law requires
          it. Where practical, we will tell you why.
        </p>
        <p>
          Closing an account does not cancel amounts already owed to MainWork or rewards already earned, unless a reward
          was obtained in breach of these Terms. Sections 6.7, 7, 10, 11, 12 and 15 survive the closing of an account.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to These Terms',
    content: (
      <p>
        We may change these Terms from time to time. When we do, we will update the version line at the top of this
        page. We will give existing users at least 14 days' notice before a change takes effect, by e-mail to the
        address on their account or by a notice in the Service. For new users, changes take effect when posted. If you
        do not agree to a change, stop using the Service and close your account before it takes effect; continuing to
        use the Service after that date means you accept the change. A change does not apply to a Dispute that one of us
        had notified to the other before the change was posted.
      </p>
    ),
  },
  {
    title: 'General',
    content: (
      <>
        <p>
          These Terms, together with any separate agreement you have with MainWork and our Privacy Policy, are the whole
          agreement between you and MainWork about the Service. If any provision is found unenforceable, the rest
          remains in effect. Our failure to enforce a provision is not a waiver of it.
        </p>
        <p>
          You may not assign these Terms without our written consent; we may assign them in connection with a merger,
          acquisition or sale of assets. Nothing in these Terms creates a partnership, agency or employment relationship
          between you and MainWork. We are not responsible for delays or failures caused by events beyond our reasonable
          control. You agree that we may send you notices and other communications electronically.
        </p>
      </>
    ),
  },
  {
    title: 'Contact Us',
    content: (
      <>
        <p>For questions about these Terms, reward disputes, arbitration notices and opt-outs, please contact us at:</p>
        <LegalContactBlock />
      </>
    ),
  },
];
