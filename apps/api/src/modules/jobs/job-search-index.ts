import type { TJob, TJobSearchQuery } from '@mainwork/contracts';

/** A job new to a search: which, and when it was posted. */
export type NewMatch = { jobId: number; postedAt: Date };

/**
 * A page of a search: its jobs in order, how many match (up to the cap, and whether it was reached),
 * for a text that found nothing, the corrected text when that finds jobs ('Did you mean …?'), and for a
 * text whose misspelt words were corrected while searching, the text as corrected ('Showing results for …').
 */
export type JobSearchResult = {
  jobs: TJob[];
  total: number;
  totalCapped: boolean;
  didYouMean: string | null;
  showingResultsFor: string | null;
};

/**
 * What the jobs routes ask of a search: one page of live jobs for the query. PostgreSQL answers it
 * today (`PostgresJobSearch`); a search engine can take its place when a board outgrows one database.
 */
export interface JobSearchIndex {
  search(query: TJobSearchQuery): Promise<JobSearchResult>;
  /**
   * The query's live matches posted after an instant, newest first, at most `limit`: the same search as
   * `search`, over the new jobs only (what a job alert mails).
   */
  newMatches(query: TJobSearchQuery, postedAfter: Date, limit: number): Promise<NewMatch[]>;
  /** When the newest job the index holds was posted (null: none); no search finds a job posted later. */
  newestPostedAt(): Promise<Date | null>;
}
