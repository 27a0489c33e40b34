import { describe, expect, it } from 'vitest';
import type { TReward } from '@mainwork/contracts';
import {
  formatApplicationStatus,
  formatCityState,
  formatEstimatedValue,
  formatCount,
  formatJobCount,
  formatJobCountFor,
  formatJobLocation,
  formatMinSalaryOption,
  formatPhone,
  formatPostedAgo,
  formatRewardInWords,
  formatRewardLabel,
  formatSalary,
  formatShareLinkUrl,
} from './formatters.ts';

describe('formatSalary (spec §9)', () => {
  it('shows hourly pay with two decimals and a range when minimum and maximum differ', () => {
    expect(formatSalary({ minimum_salary: 18.5, maximum_salary: 24, salary_rate: 'per_hour' })).toBe(
      '$18.50 - $24.00 an hour',
    );
  });

  it('shows other rates in whole dollars with comma grouping', () => {
    expect(formatSalary({ minimum_salary: 60000, maximum_salary: 70000, salary_rate: 'per_year' })).toBe(
      '$60,000 - $70,000 a year',
    );
    expect(formatSalary({ minimum_salary: 4200.4, maximum_salary: 5000, salary_rate: 'per_month' })).toBe(
      '$4,200 - $5,000 a month',
    );
    expect(formatSalary({ minimum_salary: 900, maximum_salary: 1100, salary_rate: 'per_week' })).toBe(
      '$900 - $1,100 a week',
    );
    expect(formatSalary({ minimum_salary: 250, maximum_salary: 300, salary_rate: 'per_day' })).toBe(
      '$250 - $300 a day',
    );
  });

  it('shows one amount when minimum equals maximum or only one is set', () => {
    expect(formatSalary({ minimum_salary: 45, maximum_salary: 45, salary_rate: 'per_hour' })).toBe('$45.00 an hour');
    expect(formatSalary({ minimum_salary: 45, maximum_salary: null, salary_rate: 'per_hour' })).toBe('$45.00 an hour');
    expect(formatSalary({ minimum_salary: null, maximum_salary: 80000, salary_rate: 'per_year' })).toBe(
      '$80,000 a year',
    );
  });

  it('is null without a salary, and has no period without a rate', () => {
    expect(formatSalary({ minimum_salary: null, maximum_salary: null, salary_rate: 'per_year' })).toBeNull();
    expect(formatSalary({ minimum_salary: 50000, maximum_salary: 60000, salary_rate: null })).toBe('$50,000 - $60,000');
  });
});

const reward = (overrides: Partial<TReward>): TReward => ({
  type: 'Reward::Cash',
  amount: 100,
  estimated_value: 100,
  url: null,
  description: null,
  reward_source: null,
  employer_business_name: 'Harbor Point Digital',
  ...overrides,
});

describe('formatRewardLabel (spec §9)', () => {
  it("labels a gift card with its source's name", () => {
    expect(
      formatRewardLabel(reward({ type: 'Reward::GiftCard', reward_source: { id: 7, name: 'Brattle Street Books' } })),
    ).toBe('$100 Gift Card to Brattle Street Books');
  });

  it("labels a gift card from the reserved source 1 with the employer's business name", () => {
    expect(
      formatRewardLabel(reward({ type: 'Reward::GiftCard', amount: 150, reward_source: { id: 1, name: 'Employer' } })),
    ).toBe('$150 Gift Card to Harbor Point Digital');
  });

  it('labels a gift card without a source by its amount', () => {
    expect(formatRewardLabel(reward({ type: 'Reward::GiftCard', amount: 75 }))).toBe('$75 Gift Card');
  });

  it('labels cash by its amount', () => {
    expect(formatRewardLabel(reward({ amount: 500 }))).toBe('$500');
    expect(formatRewardLabel(reward({ amount: 1000 }))).toBe('$1,000');
    expect(formatRewardLabel(reward({ amount: 99.5 }))).toBe('$99.50');
  });

  it('labels the other types by name', () => {
    expect(formatRewardLabel(reward({ type: 'Reward::Merchandise' }))).toBe('Merchandise');
    expect(formatRewardLabel(reward({ type: 'Reward::Subscription' }))).toBe('Subscription');
    expect(formatRewardLabel(reward({ type: 'Reward::Experience' }))).toBe('Experience');
    expect(formatRewardLabel(reward({ type: 'Reward::EventTickets' }))).toBe('Event Tickets');
    expect(formatRewardLabel(reward({ type: 'Reward::ProfessionalServices' }))).toBe('Services');
  });
});

describe('formatRewardInWords (decision 058)', () => {
  it('says the amount, the kind in words and who gives it', () => {
    expect(formatRewardInWords(reward({ amount: 1000 }))).toBe('$1,000 cash referral reward');
    expect(
      formatRewardInWords(
        reward({ type: 'Reward::GiftCard', amount: 75, reward_source: { id: 3, name: 'Brattle Street Books' } }),
      ),
    ).toBe('$75 gift card to Brattle Street Books');
    expect(
      formatRewardInWords(
        reward({ type: 'Reward::Experience', amount: 300, reward_source: { id: 4, name: 'Boulder Yard Climbing' } }),
      ),
    ).toBe('$300 experience at Boulder Yard Climbing');
    expect(
      formatRewardInWords(
        reward({ type: 'Reward::Subscription', amount: 180, reward_source: { id: 2, name: 'Fort Point Coffee' } }),
      ),
    ).toBe('$180 subscription to Fort Point Coffee');
  });

  it("names the employer for the reserved source 1, and never says a kind's name alone", () => {
    expect(
      formatRewardInWords(
        reward({ type: 'Reward::GiftCard', amount: 150, reward_source: { id: 1, name: 'Employer' } }),
      ),
    ).toBe('$150 gift card to Harbor Point Digital');
    expect(formatRewardInWords(reward({ type: 'Reward::ProfessionalServices', amount: 400 }))).toBe(
      '$400 professional services referral reward',
    );
    expect(formatRewardInWords(reward({ type: 'Reward::EventTickets', amount: 250 }))).toBe(
      '$250 event tickets referral reward',
    );
    expect(formatRewardInWords(reward({ type: 'Reward::Merchandise', amount: 120 }))).toBe(
      '$120 merchandise referral reward',
    );
  });
});

describe('formatEstimatedValue (spec §2.5)', () => {
  it('has two decimals', () => {
    expect(formatEstimatedValue(100)).toBe('$100.00');
    expect(formatEstimatedValue(1234.5)).toBe('$1,234.50');
  });
});

describe('formatPostedAgo (spec §2.5)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it('uses the largest whole unit', () => {
    expect(formatPostedAgo(ago(3 * DAY), now)).toBe('Posted 3 days ago');
    expect(formatPostedAgo(ago(HOUR), now)).toBe('Posted 1 hour ago');
    expect(formatPostedAgo(ago(5 * HOUR + 59 * 60_000), now)).toBe('Posted 5 hours ago');
    expect(formatPostedAgo(ago(DAY), now)).toBe('Posted 1 day ago');
    expect(formatPostedAgo(ago(14 * DAY), now)).toBe('Posted 2 weeks ago');
    expect(formatPostedAgo(ago(61 * DAY), now)).toBe('Posted 2 months ago');
    expect(formatPostedAgo(ago(400 * DAY), now)).toBe('Posted 1 year ago');
    expect(formatPostedAgo(ago(25 * 60_000), now)).toBe('Posted 25 minutes ago');
  });

  it('says at least one minute, also when the clock runs ahead', () => {
    expect(formatPostedAgo(ago(10_000), now)).toBe('Posted 1 minute ago');
    expect(formatPostedAgo(ago(-60_000), now)).toBe('Posted 1 minute ago');
  });
});

describe('formatCount: the one way a number of things is written', () => {
  it('uses the singular for exactly one and the plural otherwise, zero included', () => {
    expect(formatCount(1, 'application')).toBe('1 application');
    expect(formatCount(0, 'application')).toBe('0 applications');
    expect(formatCount(2, 'view')).toBe('2 views');
    expect(formatCount(1234, 'user')).toBe('1,234 users');
  });

  it('takes the plural when an s is wrong', () => {
    expect(formatCount(1, 'business', 'businesses')).toBe('1 business');
    expect(formatCount(3, 'business', 'businesses')).toBe('3 businesses');
  });
});

describe('formatJobCount (spec §2.5, DECISIONS.md)', () => {
  it('is singular for 1, plural otherwise, and 10,000+ when capped', () => {
    expect(formatJobCount(1)).toBe('1 job');
    expect(formatJobCount(2)).toBe('2 jobs');
    expect(formatJobCount(0)).toBe('0 jobs');
    expect(formatJobCount(1234)).toBe('1,234 jobs');
    expect(formatJobCount(10_000, true)).toBe('10,000+ jobs');
  });
});

describe('formatJobCountFor', () => {
  it('names the search it counts, singular for 1', () => {
    expect(formatJobCountFor(12, false, { what: 'nurse', where: 'Boston, MA' })).toBe('12 nurse jobs near Boston, MA');
    expect(formatJobCountFor(1, false, { what: ' nurse ', where: 'Boston, MA' })).toBe('1 nurse job near Boston, MA');
    expect(formatJobCountFor(3, false, { what: 'nurse', where: 'remote' })).toBe('3 remote nurse jobs');
    expect(formatJobCountFor(4, false, { what: '', where: 'Massachusetts' })).toBe('4 jobs in Massachusetts');
    expect(formatJobCountFor(4, false, { what: 'chef', where: 'ri' })).toBe('4 chef jobs in ri');
    expect(formatJobCountFor(2, false, { what: '', where: 'Massachusetts, USA' })).toBe('2 jobs in Massachusetts, USA');
    expect(formatJobCountFor(5, false, { what: '', where: '02139' })).toBe('5 jobs near 02139');
    expect(formatJobCountFor(10_000, true, { what: 'manager', where: '' })).toBe('10,000+ manager jobs');
    expect(formatJobCountFor(90, false, { what: '', where: '' })).toBe('90 jobs');
  });

  it("says just '0 jobs' when nothing matched, whatever was asked", () => {
    expect(formatJobCountFor(0, false, { what: 'zzzqqq', where: '' })).toBe('0 jobs');
    expect(formatJobCountFor(0, false, { what: 'nurse', where: 'Boston, MA' })).toBe('0 jobs');
  });
});

describe('formatJobLocation (spec §2.5)', () => {
  const address = { city: 'Boston', state: { name: 'Massachusetts', code: 'MA' } };
  it("shows 'city, state (location type)', or '(location type)' without an address", () => {
    expect(formatJobLocation({ address, job_location_type: { id: 3, name: 'Hybrid' } })).toBe(
      'Boston, Massachusetts (Hybrid)',
    );
    expect(formatJobLocation({ address: null, job_location_type: { id: 2, name: 'Remote' } })).toBe('(Remote)');
    expect(formatJobLocation({ address, job_location_type: null })).toBe('Boston, Massachusetts');
  });
});

describe('other labels', () => {
  it("shows min-salary options as '$N+' and the employer's place as 'city, ST'", () => {
    expect(formatMinSalaryOption(40000)).toBe('$40,000+');
    expect(formatMinSalaryOption(200000)).toBe('$200,000+');
    expect(formatCityState({ city: 'Providence', state: { code: 'RI' } })).toBe('Providence, RI');
  });
});

describe('formatPhone (spec §9 mask (999)-999-9999)', () => {
  it('masks ten digits and leaves anything else as stored', () => {
    expect(formatPhone('6175550100')).toBe('(617)-555-0100');
    expect(formatPhone('555010')).toBe('555010');
  });
});

describe('formatApplicationStatus (decision 013)', () => {
  it('names each status the employer can set', () => {
    expect(formatApplicationStatus('received')).toBe('Received');
    expect(formatApplicationStatus('reviewed')).toBe('Reviewed');
    expect(formatApplicationStatus('hired')).toBe('Hired');
    expect(formatApplicationStatus('not_selected')).toBe('Not selected');
  });
});

describe('formatShareLinkUrl (spec §2.6)', () => {
  it('is the origin, /s/ and the key', () => {
    expect(formatShareLinkUrl('https://mainwork.example', 'hP7vQ2xLm9Ka')).toBe(
      'https://mainwork.example/s/hP7vQ2xLm9Ka',
    );
  });
});
