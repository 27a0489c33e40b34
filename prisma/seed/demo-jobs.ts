import { annualSalary } from '@mainwork/contracts';
import type { RewardType, SalaryRate } from '../generated/client/client.ts';
import { BENEFITS, DUTIES, JOB_CATALOGUE, REQUIREMENTS, type JobSpec } from './demo-job-catalogue.ts';
import { BUSINESSES, PLACES, type DemoBusiness, type DemoRewardSource, type Place } from './demo-places.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The salary filter's annualised value, as the decimal column stores it. */
function annualSalaryColumn(rate: SalaryRate, minimum: number, maximum?: number): string {
  return annualSalary(rate, minimum, maximum).toFixed(2);
}

export type DemoReward = {
  type: RewardType;
  amount: string;
  /** 'employer' is the reserved reward source 1; otherwise a marketplace source. */
  source: 'employer' | DemoRewardSource['key'] | null;
  description: string;
  url: string | null;
  code: string | null;
};

export type DemoJob = {
  business: DemoBusiness;
  spec: JobSpec;
  description: string;
  /** Null for remote jobs. */
  place: Place | null;
  minimumSalary: string;
  maximumSalary: string | null;
  annualSalary: string;
  benefits: string[];
  reward: DemoReward | null;
  postedAt: Date;
  expiresAt: Date;
  viewsCount: number;
  atsLink: string | null;
};

const CASH_BY_LEVEL: Record<JobSpec['level'], number> = {
  'Entry level': 250,
  'Mid level': 500,
  'Senior level': 1000,
  Director: 1500,
  Executive: 2500,
};

const MARKETPLACE_GIFT_CARDS: ReadonlyArray<DemoRewardSource['key']> = ['books', 'cycles', 'coffee', 'climbing'];

/** Rewards rotate through every type; the number of coded promotions is kept to a few. */
function rewardFor(
  index: number,
  business: DemoBusiness,
  spec: JobSpec,
  codesLeft: { count: number },
): DemoReward | null {
  if (index % 10 === 9) return null;
  const variant = index % 9;
  switch (variant) {
    case 0:
    case 5:
      return {
        type: 'Cash',
        amount: CASH_BY_LEVEL[spec.level].toFixed(2),
        source: null,
        description: 'Cash referral bonus, paid once the hire is confirmed and the employer has paid.',
        url: null,
        code: null,
      };
    case 1:
      return {
        type: 'GiftCard',
        amount: index % 2 === 0 ? '150.00' : '100.00',
        source: 'employer',
        description: `A gift card for ${business.name}'s products and services.`,
        url: null,
        code: null,
      };
    case 2:
      return {
        type: 'Merchandise',
        amount: '120.00',
        source: null,
        description: `${business.name} fleece jacket, insulated water bottle and tote bag.`,
        url: null,
        code: null,
      };
    case 3: {
      const source = MARKETPLACE_GIFT_CARDS[Math.floor(index / 9) % MARKETPLACE_GIFT_CARDS.length] ?? 'books';
      return withCode(
        {
          type: 'GiftCard',
          amount: '75.00',
          source,
          description: 'Gift card from a local business in our marketplace.',
          url: null,
          code: null,
        },
        codesLeft,
        `MW-GIFT-${1000 + index}`,
      );
    }
    case 4:
      return withCode(
        {
          type: 'Subscription',
          amount: '180.00',
          source: 'coffee',
          description: 'Twelve-month coffee subscription: one bag of freshly roasted beans a month.',
          url: 'https://fortpointcoffee.example.com/subscriptions',
          code: null,
        },
        codesLeft,
        `MW-COFFEE-${1000 + index}`,
      );
    case 6:
      return {
        type: 'Experience',
        amount: '300.00',
        source: 'climbing',
        description: 'Intro to climbing for two: a two-hour lesson, gear rental and a month of open climbing.',
        url: 'https://boulderyard.example.com/intro',
        code: null,
      };
    case 7:
      return {
        type: 'EventTickets',
        amount: '250.00',
        source: null,
        description: 'Two tickets to a concert or home game of your choice, up to $250.',
        url: null,
        code: null,
      };
    default:
      return {
        type: 'ProfessionalServices',
        amount: '400.00',
        source: null,
        description: 'Three hours of career coaching and resume review with a certified coach.',
        url: 'https://careers.example.com/coaching',
        code: null,
      };
  }
}

function withCode(reward: DemoReward, codesLeft: { count: number }, code: string): DemoReward {
  if (codesLeft.count <= 0) return reward;
  codesLeft.count -= 1;
  return { ...reward, code };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describe(business: DemoBusiness, spec: JobSpec, place: Place | null): string {
  const where =
    place === null
      ? 'This is a fully remote role open to candidates anywhere in the United States.'
      : `This is ${spec.where === 'Hybrid' ? 'a hybrid role based in' : 'an on-site role in'} ${place.city}, ${place.state}.`;
  const pay =
    spec.type === 'Volunteer'
      ? '<p>This is a volunteer position; the listed amount is a stipend for travel and meals.</p>'
      : '';
  const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}.</li>`).join('')}</ul>`;
  return [
    `<p>Join ${business.name} as our next ${spec.title}. ${business.about} ${where}</p>`,
    pay,
    "<p><strong>What you'll do</strong></p>",
    list(DUTIES[spec.fn]),
    '<p><strong>What you bring</strong></p>',
    list([...REQUIREMENTS[spec.level], 'Authorization to work in the United States']),
  ].join('');
}

/**
 * Every demo job, fully worked out and deterministic apart from dates, which are relative to `now`
 * (posted over the last 45 days, expiring 60 days after posting).
 */
export function buildDemoJobs(now: Date): DemoJob[] {
  const codesLeft = { count: 3 };
  const specs = BUSINESSES.flatMap((business) => JOB_CATALOGUE[business.key].map((spec) => ({ business, spec })));
  return specs.map(({ business, spec }, index) => {
    const place = spec.where === 'Remote' ? null : spec.place ? PLACES[spec.place] : business.address;
    const [rate, minimum, maximum] = spec.pay;
    const postedAt = new Date(now.getTime() - ((index * 17) % 45) * DAY_MS - ((index * 7) % 24) * 60 * 60 * 1000);
    const benefitCount = spec.type === 'Volunteer' ? 0 : index % 7;
    return {
      business,
      spec,
      description: describe(business, spec, place),
      place,
      minimumSalary: minimum.toFixed(2),
      maximumSalary: maximum === undefined ? null : maximum.toFixed(2),
      annualSalary: annualSalaryColumn(rate, minimum, maximum),
      benefits: Array.from(
        { length: benefitCount },
        (_, k) => BENEFITS[(index + k) % BENEFITS.length] ?? 'Paid time off',
      ),
      reward: rewardFor(index, business, spec, codesLeft),
      postedAt,
      expiresAt: new Date(postedAt.getTime() + 60 * DAY_MS),
      viewsCount: (index * 37) % 250,
      atsLink: spec.ats ? `https://careers.example.com/${slug(business.name)}/${slug(spec.title)}` : null,
    };
  });
}
