import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const business = await createBusiness(t.db, { name: 'Harbor Health' });
  await createJob(t.db, { businessId: business.id, title: 'Registered Nurse', description: 'Patient care.' });
  await createJob(t.db, { businessId: business.id, title: 'Staff Accountant', description: 'Month-end close.' });
});
afterAll(() => t.close());

const search = (what: string) => t.client().get(`/api/v1/jobs?what_search_text=${encodeURIComponent(what)}`);

describe("the job search's 'Did you mean …?'", () => {
  it('offers the corrected text when the search found nothing and the correction finds jobs', async () => {
    // A word of 4 letters is too short to be corrected while searching, not to be suggested.
    const short = await search('Nuse');
    expect(short.body).toEqual([]);
    expect(short.headers['total']).toBe('0');
    expect(short.headers['did-you-mean']).toBe('nurse');
    const found = await search(decodeURIComponent(short.headers['did-you-mean']!));
    expect(found.body.map((job: { title: string }) => job.title)).toEqual(['Registered Nurse']);
    expect(found.headers['did-you-mean']).toBeUndefined();

    const twoWords = await search('staf acountant');
    expect(twoWords.body).toEqual([]);
    expect(twoWords.headers['did-you-mean']).toBe(encodeURIComponent('staff accountant'));
  });

  it('offers nothing when the search found jobs, nothing is near, or the correction finds nothing either', async () => {
    const typo = await search('acountant');
    expect(typo.body).toHaveLength(1);
    expect(typo.headers['did-you-mean']).toBeUndefined();
    expect((await search('zqxwv')).headers['did-you-mean']).toBeUndefined();
    // 'nuse' corrects to 'nurse', but no nurse job is an accountant's.
    expect((await search('nuse accountant')).headers['did-you-mean']).toBeUndefined();
    expect((await search('"nuse"')).headers['did-you-mean']).toBeUndefined();
  });
});

describe("the job search's 'Showing results for …'", () => {
  it('names the text as corrected when misspelt words were corrected and jobs were found', async () => {
    const typo = await search('acountant');
    expect(typo.body.map((job: { title: string }) => job.title)).toEqual(['Staff Accountant']);
    expect(typo.headers['showing-results-for']).toBe('accountant');
    const twoWords = await search('registred nurse');
    expect(twoWords.headers['showing-results-for']).toBe(encodeURIComponent('registered nurse'));
  });

  it('names nothing for words as written, words in quotes (searched as typed) or a search that found nothing', async () => {
    expect((await search('accountant')).headers['showing-results-for']).toBeUndefined();
    const quoted = await search('"acountant"');
    expect(quoted.body).toEqual([]);
    expect(quoted.headers['showing-results-for']).toBeUndefined();
    expect((await search('zqxwv')).headers['showing-results-for']).toBeUndefined();
  });
});
