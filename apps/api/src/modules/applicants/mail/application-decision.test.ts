import { describe, expect, it } from 'vitest';
import { expectProductMail, MAIL_PUBLIC_URL } from '../../../testing/rendered-mail.ts';
import { applicationDecisionMail } from './application-decision.tsx';

const decision = { to: 'ada@example.com', publicUrl: MAIL_PUBLIC_URL, jobTitle: 'Barista', businessName: 'Acme' };

describe('the decision e-mail to a candidate', () => {
  it('hired: congratulations by name, with a button to their applications', async () => {
    const mail = await applicationDecisionMail({ ...decision, firstName: 'Ada', status: 'hired' });
    expectProductMail(mail, {
      subject: 'You have been hired: Barista',
      keySentence: 'Acme has marked you as hired for Barista. Congratulations!',
    });
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/my_applications"`);
  });

  it('not selected: a kind word, and a plain greeting without a first name', async () => {
    const mail = await applicationDecisionMail({ ...decision, firstName: null, status: 'not_selected' });
    expectProductMail(mail, {
      subject: 'An update on your application: Barista',
      keySentence: 'Acme has decided not to go ahead with your application for Barista.',
    });
    expect(mail.text).toContain('Hello,');
  });

  it('interviewing: good news, and that the employer will be in touch', async () => {
    const mail = await applicationDecisionMail({ ...decision, firstName: 'Ada', status: 'interviewing' });
    expectProductMail(mail, {
      subject: 'An interview for Barista',
      keySentence: 'Good news: Acme would like to interview you for Barista. They will be in touch with you soon',
    });
  });
});
