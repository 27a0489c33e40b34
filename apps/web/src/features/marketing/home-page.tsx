import { Col, Container, Row } from 'react-bootstrap';
import { Link } from '../../components/link.tsx';
import { HomeJobSearch } from './home-job-search.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { routes } from '../../lib/paths.ts';
import { CommunityFeedSearch } from './community-feed-search.tsx';
import { Icon, type IconSvg } from '../../components/icon.tsx';
import arrowRightIcon from 'virtual:bootstrap-icons/arrow-right';
import boxArrowUpRightIcon from 'virtual:bootstrap-icons/box-arrow-up-right';
import searchIcon from 'virtual:bootstrap-icons/search';
import shareIcon from 'virtual:bootstrap-icons/share';
import shopIcon from 'virtual:bootstrap-icons/shop';

/** The external page where chambers and associations launch a community job feed. */
export const LAUNCH_JOB_FEED_URL = 'https://mainwork.example/community-job-feeds';

const AUDIENCES = [
  {
    icon: searchIcon,
    title: 'Job seekers',
    text: 'Find jobs with local employers and apply in a few clicks.',
  },
  {
    icon: shareIcon,
    title: 'Referrers',
    text: 'Share jobs with people you know and earn a reward when they are hired.',
  },
  {
    icon: shopIcon,
    title: 'Employers',
    text: 'Reach candidates your community vouches for, and pay rewards only for hires.',
  },
] satisfies Array<{ icon: IconSvg; title: string; text: string }>;

/** / and /home (spec §2.4). The home layout's dark, fixed header sits above the dark hero. */
export default function HomePage() {
  return (
    <>
      <section aria-labelledby="home-hero-heading" className="home-hero text-white py-5" data-bs-theme="dark">
        <Container fluid="lg" className="py-md-5">
          <Row>
            <Col lg={8}>
              <h1 id="home-hero-heading" className="display-5 fw-bold">
                Where word-of-mouth hiring meets your local economy
              </h1>
              <p className="lead my-4">
                MainWork connects local employers with the people who know great candidates. Share a job with a friend,
                help a neighbor land work, and earn a reward from the employer when your referral is hired.
              </p>
              <HomeJobSearch />
              <div className="d-flex flex-wrap gap-3">
                <LinkButton to={routes.employers} variant="light" size="lg">
                  Hire with MainWork
                </LinkButton>
                <LinkButton to={routes.jobs} variant="outline-light" size="lg">
                  Find jobs
                </LinkButton>
              </div>
            </Col>
          </Row>
        </Container>
      </section>

      <section aria-labelledby="home-audiences-heading" className="py-5">
        <Container fluid="lg">
          <h2 id="home-audiences-heading" className="h3 mb-4">
            Built for your whole community
          </h2>
          <Row as="ul" className="g-4 list-unstyled mb-4">
            {AUDIENCES.map((audience) => (
              <Col as="li" md={4} key={audience.title}>
                <div className="d-flex gap-3">
                  <Icon icon={audience.icon} className="fs-3 text-primary" />
                  <div>
                    <h3 className="h5">{audience.title}</h3>
                    <p className="mb-0 text-body-secondary">{audience.text}</p>
                  </div>
                </div>
              </Col>
            ))}
          </Row>
          <Link to={routes.about}>
            Learn how MainWork works <Icon icon={arrowRightIcon} />
          </Link>
        </Container>
      </section>

      <section aria-labelledby="home-community-heading" className="py-5 bg-body-tertiary border-top">
        <Container fluid="lg">
          <Row className="g-4 align-items-center">
            <Col lg={7}>
              <h2 id="home-community-heading" className="h3">
                For chambers and associations
              </h2>
              <p className="text-body-secondary">
                Give your members a job board of their own. A community job feed gathers your members' openings in one
                place, so your whole community can find them and share them.
              </p>
              <a className="btn btn-primary" href={LAUNCH_JOB_FEED_URL} target="_blank" rel="noopener noreferrer">
                Launch a job feed for your chamber or association
                <Icon icon={boxArrowUpRightIcon} className="ms-2" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </Col>
            <Col lg={5}>
              <CommunityFeedSearch />
            </Col>
          </Row>
        </Container>
      </section>
    </>
  );
}
