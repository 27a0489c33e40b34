import { describe, expect, it } from 'vitest';
import {
  REWARD_TYPE_NAMES,
  REWARD_TYPES,
  rewardTypeOnWire,
  STORED_REWARD_TYPES,
  storedRewardType,
} from './job-values.ts';

describe('reward types', () => {
  it('are stored under their wire names without the Reward:: prefix, and back', () => {
    expect(STORED_REWARD_TYPES).toEqual([
      'Cash',
      'Merchandise',
      'GiftCard',
      'Subscription',
      'Experience',
      'EventTickets',
      'ProfessionalServices',
    ]);
    expect(storedRewardType('Reward::EventTickets')).toBe('EventTickets');
    for (const type of REWARD_TYPES) expect(rewardTypeOnWire(storedRewardType(type))).toBe(type);
  });

  it('are named as spec §9 writes them', () => {
    expect(REWARD_TYPES.map((type) => REWARD_TYPE_NAMES[type])).toEqual([
      'Cash',
      'Merchandise',
      'Gift Card',
      'Subscription',
      'Experience',
      'Event Tickets',
      'Services',
    ]);
  });
});
