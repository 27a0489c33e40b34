import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { LocalJobBoards } from '../../../infra/job-boards/local-job-boards.ts';
import { SOURCE_READERS } from '../source-readers.ts';
import { SourceReadFailure, type ReadContext } from './sourced-job.ts';

/**
 * Each provider's reader against its recorded example answer (modules/job-sources/recorded/), served by the
 * local fake, and against hostile answers: none crashes, each failure is told in words.
 */

const boards = new LocalJobBoards().withRecordedAnswers();
let context: ReadContext;

beforeAll(async () => {
  await boards.start();
  const { jobSources } = loadConfig({ ...boards.env(), JOB_SOURCE_TIMEOUT: '2s', JOB_SOURCE_MAX_BYTES: '1000000' });
  context = { ...jobSources, maxJobs: 5_000 };
});
afterAll(() => boards.stop());

const failureOf = async (read: Promise<unknown>): Promise<string> => {
  const error = await read.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SourceReadFailure);
  return (error as Error).message;
};

describe('Greenhouse (Job Board API, jobs with content)', () => {
  it('reads each job: id, title, the escaped content as HTML, its page and its location', async () => {
    const jobs = await SOURCE_READERS.greenhouse('harborcoffee', context);
    expect(jobs.map((job) => job.externalId)).toEqual(['4012345006', '4012345007', '4012345008']);
    expect(jobs[0]).toMatchObject({
      title: 'Head Barista',
      url: 'https://boards.greenhouse.io/harborcoffee/jobs/4012345006',
      location: { city: 'Boston', region: 'MA', workplace: null },
      jobType: null,
      salary: null,
    });
    expect(jobs[0]!.descriptionHtml).toContain('<p><strong>About the role</strong></p>');
    expect(jobs[1]!.location.workplace).toBe('remote');
  });

  it('names the board token when the board does not exist', async () => {
    expect(await failureOf(SOURCE_READERS.greenhouse('nobody-here', context))).toBe(
      'No Greenhouse job board is called “nobody-here”. Check the board token.',
    );
  });
});

describe('Lever (Postings API)', () => {
  it('reads the commitment, workplace, hourly pay range and lists into the description', async () => {
    const [warehouse, remote] = await SOURCE_READERS.lever('lonestarsupply', context);
    expect(warehouse).toMatchObject({
      externalId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902',
      title: 'Warehouse Lead',
      jobType: 'Full-time',
      location: { city: 'Austin', region: 'TX', country: 'US', workplace: 'onsite' },
      salary: { minimum: 22, maximum: 26, rate: 'per_hour', currency: 'USD' },
      url: 'https://jobs.lever.co/lonestarsupply/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    });
    expect(warehouse!.descriptionHtml).toContain('<li>Pack orders</li>');
    expect(warehouse!.descriptionHtml).toContain('health insurance');
    expect(remote).toMatchObject({ jobType: 'Part-time', location: { workplace: 'remote' } });
  });
});

describe('Ashby (posting API with compensation)', () => {
  it('reads listed jobs with their postal address, workplace and yearly salary; unlisted ones are left out', async () => {
    const jobs = await SOURCE_READERS.ashby('peakoutfitters', context);
    expect(jobs.map((job) => job.title)).toEqual(['Community Manager', 'Seasonal Guide']);
    expect(jobs[0]).toMatchObject({
      jobType: 'Full-time',
      location: { city: 'Denver', region: 'Colorado', country: 'United States', workplace: 'hybrid' },
      salary: { minimum: 70000, maximum: 85000, rate: 'per_year', currency: 'USD' },
    });
    expect(jobs[1]).toMatchObject({ jobType: 'Temporary', location: { workplace: 'remote' }, salary: null });
  });
});

describe('Workable (public jobs widget)', () => {
  it('reads the shortcode as the id, the city and state, the employment type and telecommuting', async () => {
    const [desk, nurse] = await SOURCE_READERS.workable('baysideclinic', context);
    expect(desk).toMatchObject({
      externalId: 'A1B2C3D4E5',
      title: 'Front Desk Coordinator',
      url: 'https://apply.workable.com/j/A1B2C3D4E5',
      location: { city: 'San Diego', region: 'California', workplace: null },
      jobType: 'Full-time',
    });
    expect(nurse).toMatchObject({ jobType: 'Part-time', location: { workplace: 'remote' } });
  });
});

describe('SmartRecruiters (Posting API: the list, then each posting)', () => {
  it("reads the list's place and type and each posting's job ad sections and page", async () => {
    const [job] = await SOURCE_READERS.smartrecruiters('LakesideGrocers', context);
    expect(job).toMatchObject({
      externalId: '744000012345678',
      title: 'Store Manager',
      url: 'https://jobs.smartrecruiters.com/LakesideGrocers/744000012345678-store-manager',
      location: { city: 'Chicago', region: 'IL', country: 'us' },
      jobType: 'Full-time',
    });
    expect(job!.descriptionHtml).toContain('<p>Run one of our stores.</p>');
    expect(job!.descriptionHtml).toContain('Retail management experience');
  });
});

describe('a careers page with schema.org JobPosting JSON-LD', () => {
  it('reads postings alone and in a graph, with their address, pay and remote flag; expired ones are left out', async () => {
    const jobs = await SOURCE_READERS.json_ld(boards.pageUrl('maple-bakery'), context);
    expect(jobs.map((job) => job.externalId)).toEqual(['PC-1', 'DD-2']);
    expect(jobs[0]).toMatchObject({
      title: 'Pastry Chef',
      url: `${boards.url}/careers/pastry-chef`,
      location: { city: 'Burlington', region: 'VT', postalCode: '05401' },
      jobType: 'Full-time',
      salary: { minimum: 20, maximum: 24, rate: 'per_hour', currency: 'USD' },
    });
    expect(jobs[1]).toMatchObject({ jobType: 'Part-time', location: { workplace: 'remote' } });
    expect(jobs[1]!.descriptionHtml).toBe('<p>Drive our van to cafés around town.</p>');
  });

  it('says so when the page carries no postings', async () => {
    boards.set('page', 'plain', { body: '<html><body>Hello</body></html>', contentType: 'text/html' });
    expect(await failureOf(SOURCE_READERS.json_ld(boards.pageUrl('plain'), context))).toBe(
      'This page carries no job postings MainWork can read (schema.org JobPosting).',
    );
  });
});

describe('feeds', () => {
  it('reads an RSS feed: guid, title, HTML description and link', async () => {
    const jobs = await SOURCE_READERS.feed(boards.feedUrl('riverside-library'), context);
    expect(jobs.map((job) => [job.externalId, job.title, job.url])).toEqual([
      ['job-311', "Children's Librarian", 'https://library.example/jobs/childrens-librarian'],
      ['job-312', 'Library Page', 'https://library.example/jobs/page'],
    ]);
    expect(jobs[1]!.descriptionHtml).toBe('<p>Shelve books after school.</p>');
  });

  it('reads an XML job feed: reference number, place, type and pay', async () => {
    const [job] = await SOURCE_READERS.feed(boards.feedUrl('northside-hardware'), context);
    expect(job).toMatchObject({
      externalId: 'NH-55',
      title: 'Sales Associate',
      location: { city: 'Madison', region: 'WI', postalCode: '53703' },
      jobType: 'Part-time',
      salary: { minimum: 17, maximum: 19, rate: 'per_hour' },
    });
  });
});

describe('hostile and broken answers', () => {
  it('leaves out postings of the wrong shape and reads wrong-typed fields as missing', async () => {
    boards.set('greenhouse', 'odd', {
      body: {
        jobs: [
          { id: { nested: true }, title: 'No usable id' },
          { id: 7, title: 42 },
          {
            id: 8,
            title: 'Fine',
            content: ['not', 'text'],
            location: 'not an object',
            absolute_url: 'javascript:alert(1)',
          },
        ],
      },
    });
    const jobs = await SOURCE_READERS.greenhouse('odd', context);
    expect(jobs).toEqual([
      expect.objectContaining({
        externalId: '8',
        title: 'Fine',
        descriptionHtml: '',
        url: null,
        location: expect.anything(),
      }),
    ]);
  });

  it('fails in words on an answer that is not JSON, or not the format', async () => {
    boards.set('lever', 'html', { body: '<html>maintenance</html>', contentType: 'text/html' });
    expect(await failureOf(SOURCE_READERS.lever('html', context))).toBe(
      'The board answered with something that is not JSON.',
    );
    boards.set('lever', 'object', { body: { postings: 'none' } });
    expect(await failureOf(SOURCE_READERS.lever('object', context))).toBe(
      "The board's answer is not in Lever's format.",
    );
  });

  it('stops reading an answer larger than the limit', async () => {
    boards.set('ashby', 'huge', { body: { jobs: [{ id: '1', title: 'x'.repeat(2_000_000) }] } });
    expect(await failureOf(SOURCE_READERS.ashby('huge', context))).toBe(
      'The answer was larger than 1 MB, more than MainWork reads.',
    );
  });

  it('gives up on a board that does not answer in time', async () => {
    boards.set('workable', 'slow', { body: { jobs: [] }, delayMs: 4_000 });
    expect(await failureOf(SOURCE_READERS.workable('slow', context))).toMatch(/did not answer within 2 seconds\.$/);
  });

  it('refuses a board of 10,000 jobs, past the most it imports', async () => {
    const jobs = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, title: `Job ${index + 1}` }));
    boards.set('greenhouse', 'enormous', { body: { jobs } });
    const small = { ...context, limits: { ...context.limits, maxBytes: 20_000_000 } };
    expect(await failureOf(SOURCE_READERS.greenhouse('enormous', small))).toBe(
      'The board lists 10,000 jobs; MainWork imports boards of up to 5,000.',
    );
  });

  it('says when the board answers with an error', async () => {
    boards.set('greenhouse', 'down', { status: 503, body: { error: 'unavailable' } });
    expect(await failureOf(SOURCE_READERS.greenhouse('down', context))).toBe(
      'The board answered with an error (HTTP 503). MainWork will try again.',
    );
  });

  it("refuses a careers page or feed on this machine's or a private network's addresses", async () => {
    const strict = { ...context, limits: { ...context.limits, allowPrivateHosts: false } };
    expect(await failureOf(SOURCE_READERS.feed(boards.feedUrl('riverside-library'), strict))).toBe(
      '127.0.0.1 is not a public web address.',
    );
    expect(await failureOf(SOURCE_READERS.json_ld('http://10.1.2.3/careers', strict))).toBe(
      '10.1.2.3 is not a public web address.',
    );
  });
});
