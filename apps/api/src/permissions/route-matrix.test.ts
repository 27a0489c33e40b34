import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { createSession } from '../modules/auth/sessions.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createJob } from '../testing/jobs.ts';
import { pdfBytes } from '../testing/documents.ts';
import { storeTestFile } from '../testing/stored-files.ts';
import { createUser, PNG_BYTES, type TestUser } from '../testing/users.ts';
import { ACTORS, expectedStatus, routeMatrix, type Actor, type MatrixFixtures } from './route-matrix.ts';

let t: TestApp;
let fixtures: MatrixFixtures;
const users = new Map<Actor, TestUser>();

beforeAll(async () => {
  t = await startTestApp();
  const organization = await t.db.prisma.organization.create({ data: { name: 'Matrix Chamber' } });
  users.set('hunter', await createUser(t.db));
  users.set('otherHunter', await createUser(t.db));
  users.set('employer', await createUser(t.db, { role: 'Employer' }));
  users.set('otherEmployer', await createUser(t.db, { role: 'Employer', membership: false }));
  users.set('orgAdmin', await createUser(t.db, { organizationIds: [organization.id] }));
  users.set('admin', await createUser(t.db, { role: 'Admin' }));
  const loginUser = await createUser(t.db);
  const region = await t.db.prisma.region.create({ data: { name: 'Matrix Region' } });
  const job = await createJob(t.db, { businessId: users.get('employer')!.businessId!, title: 'Matrix job' });
  const logo = await storeTestFile(t, {
    key: 'logos/matrix/logo.png',
    bytes: PNG_BYTES,
    filename: 'logo.png',
    contentType: 'image/png',
    public: true,
  });
  const link = await t.db.prisma.affiliateLink.create({ data: { name: 'Matrix', key: 'matrix-link' } });
  const hunter = users.get('hunter')!;
  const document = (name: string) =>
    storeTestFile(t, {
      key: `resumes/matrix/${name}.pdf`,
      bytes: pdfBytes(),
      filename: `${name}.pdf`,
      contentType: 'application/pdf',
    });
  const filesJob = await createJob(t.db, { businessId: users.get('employer')!.businessId!, title: 'Matrix files job' });
  const application = await t.db.prisma.application.create({
    data: {
      userId: hunter.id,
      jobId: filesJob.id,
      resumeFileId: (await document('resume')).id,
      coverLetterFileId: (await document('cover-letter')).id,
    },
  });
  await t.db.prisma.defaultApplication.create({
    data: {
      userId: hunter.id,
      resumeFileId: (await document('default-resume')).id,
      coverLetterFileId: (await document('default-cover-letter')).id,
    },
  });
  const shareLink = await t.db.prisma.shareLink.create({
    data: { key: 'matrix-share', userId: hunter.id, jobId: job.id },
  });
  let counter = 0;
  fixtures = {
    hunterId: users.get('hunter')!.id,
    jobId: job.id,
    employerBusinessId: users.get('employer')!.businessId!,
    organizationId: organization.id,
    publicFileId: logo.id,
    login: { email: loginUser.email, password: loginUser.password },
    regionId: region.id,
    affiliateLinkKey: link.key,
    applicationId: application.id,
    shareLinkKey: shareLink.key,
    uniqueEmail: () => `matrix-${++counter}-${Date.now()}@example.com`,
  };
});
afterAll(() => t.close());

/** A client signed in as the actor with a session of its own, so logouts do not leak between cases. */
async function clientFor(actor: Actor) {
  const client = t.client();
  const user = users.get(actor);
  if (user) {
    const { token } = await createSession(t.db.prisma, { userId: user.id, policy: t.config.session });
    client.setCookie('mw_session', token);
  }
  return client;
}

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('route × actor matrix', () => {
  it('lists every endpoint of the contract table, and nothing else', () => {
    const names = listEndpoints()
      .map(({ name }) => name)
      .sort();
    expect(Object.keys(routeMatrix).sort()).toEqual(names);
  });

  for (const { name, endpoint } of listEndpoints()) {
    const entry = routeMatrix[name];
    if (!entry) continue;
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const actor of ACTORS) {
        const client = await clientFor(actor);
        const request = entry.request(fixtures);
        const response = await client.request(endpoint.method, request.path, {
          ...(request.json !== undefined ? { json: request.json } : {}),
          ...(request.form ? { form: formData(request.form) } : {}),
          ...(request.headers ? { headers: request.headers } : {}),
        });
        got[actor] = response.status;
        want[actor] = expectedStatus(entry, actor);
      }
      expect(got).toEqual(want);
    });
  }
});
