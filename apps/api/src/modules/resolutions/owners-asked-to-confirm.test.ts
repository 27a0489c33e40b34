import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';

/** A recruiter stops at the billing step; the business's owners are told a charge waits for them (decision 054). */

let t: TestApp;
let owner: TestUser;
let secondOwner: TestUser;
let recruiter: TestUser;

beforeAll(async () => {
  t = await startTestApp({ mail: true });
  owner = await createUser(t.db, { role: 'Employer' });
  const businessId = owner.businessId!;
  secondOwner = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
    businessId,
    role: 'owner',
  });
  recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
    businessId,
    role: 'recruiter',
  });
  await t.db.prisma.user.update({ where: { id: recruiter.id }, data: { firstName: 'Rae', lastName: 'Recruiter' } });
});
afterAll(() => t.close());

/** Walks a new posting's close-out to the billing step as `user`; answers the posting's title. */
async function closeToBillingStep(user: TestUser): Promise<string> {
  const title = `Pastry Chef ${Date.now()}`;
  const job = await createJob(t.db, { businessId: owner.businessId!, title, reward: { type: 'Cash', amount: 500 } });
  const client = await signedInClient(t, user);
  const jobPath = `/api/v1/businesses/${owner.businessId}/jobs/${job.id}`;
  const id = (await client.post(`${jobPath}/resolutions`)).body.id;
  for (const body of [
    { event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } },
    { event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } },
    { event: 'respond_to_applicant_selection', resolution: { found_applicant: false } },
  ])
    expect((await client.put(`${jobPath}/resolutions/${id}`).send(body)).status).toBe(200);
  await waitForQueueToEmpty(t.db, 'mail.send');
  return title;
}

const mailsAbout = (title: string) =>
  t.inbox!.messages.filter((mail) => mail.subject === `Confirm the charge to close ${title}`);

describe("a charge waiting for an owner's confirmation", () => {
  it('mails every owner when a recruiter reaches the billing step, naming the recruiter and the posting', async () => {
    const title = await closeToBillingStep(recruiter);
    const mails = mailsAbout(title);
    const to = mails.map((mail) => JSON.stringify(mail.to).toLowerCase());
    expect(to).toHaveLength(2);
    for (const email of [owner.email, secondOwner.email])
      expect(to.some((address) => address.includes(email.toLowerCase()))).toBe(true);
    expect(mails[0]!.text).toContain(`Rae Recruiter has closed ${title} up to the billing step.`);
    expect(mails[0]!.text).toContain('/employers/dashboard');
    expect(to.some((address) => address.includes(recruiter.email.toLowerCase()))).toBe(false);
  });

  it('mails no one when an owner, who may confirm, reaches it', async () => {
    const title = await closeToBillingStep(owner);
    expect(mailsAbout(title)).toEqual([]);
  });
});
