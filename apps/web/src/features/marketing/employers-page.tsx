import { Button, Container } from 'react-bootstrap';
import { DisabledWithTooltip } from '../../components/disabled-with-tooltip.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { CONTACT_EMAIL } from '../../components/site-footer.tsx';
import { routes } from '../../lib/paths.ts';
import { can } from '../../lib/permissions.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { HowItWorksSteps, type Step } from './how-it-works-steps.tsx';
import { Icon } from '../../components/icon.tsx';
import chatQuoteIcon from 'virtual:bootstrap-icons/chat-quote';
import giftIcon from 'virtual:bootstrap-icons/gift';
import megaphoneIcon from 'virtual:bootstrap-icons/megaphone';
import telephoneIcon from 'virtual:bootstrap-icons/telephone';

export const NOT_AN_EMPLOYER_TOOLTIP = 'You must be an employer to post jobs.';

const SCHEDULE_CALL_HREF = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('Schedule a call with MainWork')}`;

const STEPS: Step[] = [
  {
    icon: megaphoneIcon,
    title: 'Make referrals easy',
    text: 'Post a job and set a referral reward. Every posting gets share links, so your employees, customers and neighbors can refer candidates in seconds.',
  },
  {
    icon: chatQuoteIcon,
    title: 'Sharing and word of mouth',
    text: 'People share your posting with friends they trust. Candidates apply with Instant Apply or your own application link, and each application is tracked to the link that brought it.',
  },
  {
    icon: giftIcon,
    title: 'Community rewards',
    text: 'You pay a reward only after a confirmed hire made through a referral. Offer cash or a gift card to a local business, and keep the reward in your community.',
  },
];

/**
 * 'Start Posting' (spec §2.4): users who may create Job go to the add-job page, visitors get the sign-up
 * modal with role Employer, other users see it disabled with a tooltip. Nothing before the token check.
 */
function StartPostingButton() {
  const { currentUser, loggedIn, tokenChecked } = useAuth();
  const { openModal } = useModal();
  if (!tokenChecked) return null;
  if (!loggedIn) {
    return (
      <Button size="lg" onClick={() => openModal('SignUpModal', { roleName: 'Employer' })}>
        Start Posting
      </Button>
    );
  }
  if (can(currentUser, 'create', 'Job')) {
    return (
      <LinkButton to={routes.employerJobAdd} size="lg">
        Start Posting
      </LinkButton>
    );
  }
  return <DisabledWithTooltip label="Start Posting" tooltip={NOT_AN_EMPLOYER_TOOLTIP} size="lg" />;
}

/** /employers: For Employers. */
export default function EmployersPage() {
  return (
    <Container fluid="lg" className="py-4 py-md-5">
      <header className="text-center mb-5 mx-auto" style={{ maxWidth: '42rem' }}>
        <h1>For Employers</h1>
        <p className="lead text-body-secondary mb-0">
          Hire through the people who already know your community. Post a job, set a referral reward, and let word of
          mouth bring you candidates.
        </p>
      </header>
      <HowItWorksSteps steps={STEPS} label="How hiring with MainWork works" />
      <section aria-labelledby="employers-cta-heading" className="text-center mt-5">
        <h2 id="employers-cta-heading" className="h4">
          Start hiring with MainWork
        </h2>
        <p className="text-body-secondary">
          Post your first job in minutes, or talk with us about how referral rewards can work for your business.
        </p>
        <div className="d-flex flex-wrap justify-content-center align-items-center gap-3" style={{ minHeight: '3rem' }}>
          <StartPostingButton />
          <a className="btn btn-outline-primary btn-lg" href={SCHEDULE_CALL_HREF}>
            <Icon icon={telephoneIcon} className="me-2" />
            Schedule a call
          </a>
        </div>
      </section>
    </Container>
  );
}
