import type { PrismaClient } from '@mainwork/db';
import { JOBS_PAGE_SIZE, ZJobSearchQuery, type TJob } from '@mainwork/contracts';
import type pg from 'pg';
import type { JobSearchIndex, NewMatch } from '../jobs/job-search-index.ts';
import { loadJobs } from '../jobs/job-rows.ts';
import { searchInWords, type JobAlertSearch } from './job-alert-search.ts';

/** The most new jobs one run reads for an alert (five pages of the search): ten listed, the rest behind a link. */
export const MOST_NEW_JOBS = 5 * JOBS_PAGE_SIZE;

const keyOf = (search: JobAlertSearch) => JSON.stringify(search);

/**
 * What one run reads, shared by its alerts: many alerts save the same search ('nurse' near Boston), and
 * their e-mails list the same few thousand new jobs. Each search runs once, from the earliest instant any of
 * its alerts needs; an alert keeps the matches posted after its own instant. The matches come newest first,
 * at most MOST_NEW_JOBS, so an alert's are a prefix of them: the same as its own search would answer.
 */
export class AlertRunReads {
  private readonly earliest = new Map<string, Date>();
  private readonly matches = new Map<string, Promise<NewMatch[]>>();
  private readonly words = new Map<string, Promise<string>>();
  private readonly jobs = new Map<number, TJob | null>();

  constructor(
    private readonly deps: { prisma: PrismaClient; pool: pg.Pool; search: JobSearchIndex },
    /** Every search the run will ask for, with the instant after which its jobs are new to an alert. */
    needs: Array<{ search: JobAlertSearch; since: Date }>,
  ) {
    for (const { search, since } of needs) {
      const key = keyOf(search);
      const known = this.earliest.get(key);
      if (!known || since < known) this.earliest.set(key, since);
    }
  }

  /** The search's live jobs posted after `since`, newest first, at most MOST_NEW_JOBS. */
  async newMatches(search: JobAlertSearch, since: Date): Promise<NewMatch[]> {
    const key = keyOf(search);
    let shared = this.matches.get(key);
    if (!shared) {
      const from = this.earliest.get(key) ?? since;
      shared = this.deps.search.newMatches(ZJobSearchQuery.parse(search), from, MOST_NEW_JOBS);
      this.matches.set(key, shared);
    }
    return (await shared).filter((match) => match.postedAt.getTime() > since.getTime());
  }

  /** The search in words for the e-mail ('Nurse near Boston, MA, Full-time'). */
  inWords(search: JobAlertSearch): Promise<string> {
    const key = keyOf(search);
    let words = this.words.get(key);
    if (!words) {
      words = searchInWords(this.deps.prisma, search);
      this.words.set(key, words);
    }
    return words;
  }

  /** The jobs of these ids as the site shows them, in this order; one that is gone is left out. */
  async loadJobs(ids: number[]): Promise<TJob[]> {
    const missing = ids.filter((id) => !this.jobs.has(id));
    if (missing.length > 0) {
      const loaded = new Map((await loadJobs(this.deps.pool, missing)).map((job) => [job.id, job]));
      for (const id of missing) this.jobs.set(id, loaded.get(id) ?? null);
    }
    return ids.flatMap((id) => {
      const job = this.jobs.get(id);
      return job ? [job] : [];
    });
  }
}
