import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { hireReceiptMail } from './hire-receipt.tsx';

const receipt = {
  to: 'owner@example.com',
  publicUrl: MAIL_PUBLIC_URL,
  firstName: 'Grace',
  businessName: 'Acme',
  jobTitle: 'Barista',
  rewardLabel: '$1,000',
  rewardDue: true,
  reward: '$1,000.00',
  fee: '$200.00',
  feePercent: 20,
  total: '$1,200.00',
};

describe('the hire receipt', () => {
  it('says what was recorded and what is charged, line by line', async () => {
    const mail = await hireReceiptMail({ ...receipt, applicantName: 'Ada Lovelace (ada@example.com)' });
    expectProductMail(mail, {
      subject: 'Receipt: hire confirmed for Barista',
      keySentence: 'Acme has confirmed a hire found through MainWork and closed the posting Barista.',
    });
    expect(mail.text).toContain('Applicant hired: Ada Lovelace (ada@example.com).');
    expect(mail.text).toContain('Referral reward ($1,000): $1,000.00\nPlatform fee (20%): $200.00\nTotal: $1,200.00');
    expect(mail.text).toContain('The charge appears on your next invoice.');
  });

  it('an applicant not identified yet is said so', async () => {
    const mail = await hireReceiptMail({ ...receipt, applicantName: null });
    expect(mail.text).toContain('Applicant hired: not identified yet. No worries, we will track them down!');
  });

  it('a hire no one referred: no reward due, the fee alone', async () => {
    const mail = await hireReceiptMail({
      ...receipt,
      applicantName: 'Ada Lovelace (ada@example.com)',
      rewardLabel: '$500',
      rewardDue: false,
      reward: '$0.00',
      fee: '$100.00',
      total: '$100.00',
    });
    expect(mail.text).toContain(
      'Referral reward ($500): none due, no referral link led to this hire\nPlatform fee (20%): $100.00\nTotal: $100.00',
    );
  });
});
