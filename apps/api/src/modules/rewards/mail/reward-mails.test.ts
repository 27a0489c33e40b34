import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { rewardCodeMail } from './reward-code.tsx';
import { rewardEarnedMail } from './reward-earned.tsx';
import { rewardIssuedMail } from './reward-issued.tsx';

const facts = {
  to: 'ref@example.com',
  firstName: 'Sam',
  label: '$200',
  jobTitle: 'Barista',
  businessName: 'Acme',
  publicUrl: MAIL_PUBLIC_URL,
};

describe("the referrer's reward e-mails", () => {
  it('earned: the payment made the reward theirs; how it reaches them', async () => {
    const mail = await rewardEarnedMail({ ...facts, hasCode: false });
    expectProductMail(mail, {
      subject: 'You earned a MainWork referral reward: $200',
      keySentence:
        'Good news: Acme confirmed the hire you referred for Barista and has paid for it, so your referral reward is earned: $200.',
    });
    expect(mail.text).toContain('Make sure your referral payment method is set in your User Settings.');
    expect((await rewardEarnedMail({ ...facts, hasCode: true })).text).toContain(
      'Your promotion code follows in a separate e-mail.',
    );
  });

  it('the code: the promotion code itself, and where to redeem it', async () => {
    const url = 'https://shop.example/redeem';
    const mail = await rewardCodeMail({ ...facts, code: 'THANKS-25', description: 'A free coffee a week.', url });
    expectProductMail(mail, {
      subject: 'Your MainWork reward: $200',
      keySentence: 'Your promotion code: THANKS-25',
      otherLinks: [url],
    });
    expect(mail.text).toContain('A free coffee a week.');
    expect(mail.text).toContain(`Redeem it at ${url}`);
  });

  it('issued: how it was sent and its reference', async () => {
    const mail = await rewardIssuedMail({ ...facts, reference: 'CHK-1001', paymentMethod: 'Check' });
    expectProductMail(mail, {
      subject: 'Your MainWork reward has been issued: $200',
      keySentence: 'It was sent by Check, reference CHK-1001.',
    });
    expect((await rewardIssuedMail({ ...facts, reference: 'R-7', paymentMethod: null })).text).toContain(
      'Reference: R-7.',
    );
  });
});
