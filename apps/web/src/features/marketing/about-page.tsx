import { Button, Container } from 'react-bootstrap';
import { LinkButton } from '../../components/link-button.tsx';
import { useModal } from '../../components/modal-root.tsx';
import { routes } from '../../lib/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { HowItWorksSteps, type Step } from './how-it-works-steps.tsx';
import houseHeartIcon from 'virtual:bootstrap-icons/house-heart';
import searchIcon from 'virtual:bootstrap-icons/search';
import shareIcon from 'virtual:bootstrap-icons/share';

const STEPS: Step[] = [
  {
    icon: searchIcon,
    title: 'Explore opportunities',
    text: 'Search jobs from local employers by what you do and where you want to work, then apply in a few clicks with Instant Apply.',
  },
  {
    icon: shareIcon,
    title: 'Share and refer',
    text: 'Know someone who would be great for a job? Share it with your personal link. When your referral is hired and the employer pays, you earn the reward shown on the posting.',
  },
  {
    icon: houseHeartIcon,
    title: 'Help your community',
    text: 'Every referral helps a neighbor find work and a local business grow, and rewards such as gift cards to local businesses keep the value close to home.',
  },
];

/** 'Start Here': logged-in users go to the jobs; visitors get the sign-up modal (spec §2.4). */
function StartHereButton() {
  const { loggedIn, tokenChecked } = useAuth();
  const { openModal } = useModal();
  if (!tokenChecked) return null;
  if (loggedIn) {
    return (
      <LinkButton to={routes.jobs} size="lg">
        Start Here
      </LinkButton>
    );
  }
  return (
    <Button size="lg" onClick={() => openModal('SignUpModal')}>
      Start Here
    </Button>
  );
}

/** /about: How It Works. */
export default function AboutPage() {
  return (
    <Container fluid="lg" className="py-4 py-md-5">
      <header className="text-center mb-5 mx-auto" style={{ maxWidth: '42rem' }}>
        <h1>How It Works</h1>
        <p className="lead text-body-secondary mb-0">
          MainWork turns word of mouth into jobs. Find work near you, refer the people you know, and earn rewards funded
          by the employers who hire them.
        </p>
      </header>
      <HowItWorksSteps steps={STEPS} label="How MainWork works" />
      <div className="text-center mt-5" style={{ minHeight: '3rem' }}>
        <StartHereButton />
      </div>
    </Container>
  );
}
