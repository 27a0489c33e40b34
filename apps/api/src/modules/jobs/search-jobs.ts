import type pg from 'pg';
import sql, { type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { TOTAL_CAP, type TJob, type TJobSearchQuery } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { loadJobs } from './job-rows.ts';
import type { JobSearchIndex, JobSearchResult, NewMatch } from './job-search-index.ts';
import type { PageAnswer } from './search-page-window.ts';
import { facetStatistics, frequentFacets } from './search-facets.ts';
import {
  countCarriedOver,
  countCaughtUp,
  countOf,
  pageCaughtUp,
  pageAnswerOf,
  SearchAnswers,
  searchChanges,
} from './search-state.ts';
import { buildSearchSql, COUNTED_UP_TO, type SearchStatements, type SearchSqlOptions } from './search-sql.ts';
import { buildTextMatch, suggestCorrection, TextMatches, type TextMatch } from './search-text.ts';

const ZNewestRow = z.object({ newest_ms: z.number().nullable() });
const ZNewMatchRow = z.object({ id: z.number().int(), posted_ms: z.number() });

/** A search's answer before its job rows are read (or with them, when its page was remembered). */
type Found = { textQuery: TextMatch | null; page: number[]; counted: number; jobs: TJob[] | undefined };

/**
 * The job search on PostgreSQL (spec §4 Search, DECISIONS.md, decision 011): full-text `what` (title,
 * business name, description; stemmed, any word order), `where` as a place (a city or ZIP within the
 * radius asked for), the filters; by relevance newest first unless text ranks or a place orders by
 * distance, by date always newest first; 20 a page with an exact total up to 10,000. Live jobs
 * only: `search.job_search` holds a row for each (kept by triggers, see the job_search migration).
 */
export class PostgresJobSearch implements JobSearchIndex {
  private readonly counts: SearchAnswers<number>;
  private readonly pages: SearchAnswers<PageAnswer>;
  private readonly textMatches: TextMatches;

  constructor(private readonly pool: pg.Pool) {
    this.counts = new SearchAnswers(pool, countOf, countCarriedOver, (answersPool, count, changedMatches) =>
      countCaughtUp(answersPool, count, changedMatches, COUNTED_UP_TO),
    );
    this.pages = new SearchAnswers(pool, pageAnswerOf, undefined, pageCaughtUp);
    this.textMatches = new TextMatches(pool);
  }

  async search(query: TJobSearchQuery): Promise<JobSearchResult> {
    const what = query.what_search_text?.trim();
    const facets = await facetStatistics(this.pool);
    let found: Found | undefined;
    // Where the rows stand, when a text's remembered match was found built at an earlier state.
    let movedTo: string | undefined;
    // The page remembered at that earlier state, and its job rows as read just now beside the state.
    let earlier: { page: number[]; jobs: Promise<TJob[]> } | undefined;
    if (what) {
      // A text's match is remembered with where the search rows stood when it was built. Where they stand now
      // is read beside the page and the count built with it: when they have not moved, the three hold
      // together (one round trip instead of two, decision 074); when they have, the search starts again.
      // A page remembered at that state needs no statement: its job rows are read beside the check instead.
      const known = await this.textMatches.remembered(what);
      const statements = this.statementsOf(query, { textQuery: known.match, ...facets }, known.changes);
      const keptPage = this.pages.remembered(statements.pageKey, known.changes);
      const keptJobs = keptPage && loadJobs(this.pool, keptPage.ids);
      const [changes, page, counted, jobs] = await Promise.all([
        searchChanges(this.pool),
        keptPage?.ids ?? this.pageOf(statements, known.changes),
        this.countOf(statements, known.changes),
        keptJobs,
      ]);
      if (changes === known.changes) found = { textQuery: known.match, page, counted, jobs };
      else {
        movedTo = changes;
        if (keptPage) earlier = { page: keptPage.ids, jobs: keptJobs! };
      }
    }
    if (!found) {
      // No text, or the rows moved on since the text's match was built: where they stand is read first (or was,
      // just now), and the match built again for it. Text made only of stop words ("the") has no lexemes: it
      // filters nothing.
      let changes: string | undefined;
      let textQuery: TextMatch | null = null;
      if (what) {
        changes = movedTo ?? (await searchChanges(this.pool));
        textQuery = await this.textMatches.match(what, changes);
      }
      const statements = this.statementsOf(query, { textQuery, ...facets }, changes);
      const [page, counted] = await Promise.all([
        changes === undefined
          ? pageAnswerOf(this.pool, statements.page).then((answer) => answer.ids)
          : this.pageOf(statements, changes),
        this.countOf(statements, changes),
      ]);
      // A page brought over the write unchanged (most writes touch no match of a given search) has its job rows
      // read already, in this search.
      const jobs = earlier && samePage(earlier.page, page) ? await earlier.jobs : undefined;
      found = { textQuery, page, counted, jobs };
    }
    const { textQuery, page, counted, jobs } = found;
    return {
      jobs: jobs ?? (await loadJobs(this.pool, page)),
      total: Math.min(counted, TOTAL_CAP),
      totalCapped: counted > TOTAL_CAP,
      didYouMean: counted === 0 && what ? await this.correctionWithJobs(query, what) : null,
      showingResultsFor: counted > 0 && textQuery?.kind === 'expanded' ? textQuery.correctedText : null,
    };
  }

  /** A search's count: remembered, brought from the last one read to this state of the rows, or counted. */
  private countOf(statements: SearchStatements, changes: string | undefined): Promise<number> {
    return this.counts.read(statements.count, changes, statements.count, statements.changedMatches);
  }

  /** A text search's page: remembered, brought from the last one read over the rows changed since, or read. */
  private async pageOf(statements: SearchStatements & { pageKey: Sql }, changes: string): Promise<number[]> {
    return (await this.pages.read(statements.pageKey, changes, statements.page, statements.changedMatches)).ids;
  }

  /**
   * The statements of a search; with text, its page reads the newest matches as suits the count remembered
   * for it at the rows' state `changes`, when there is one (`windowReads`, decision 079). `pageKey`: the page
   * as read before its count is known, which keys the page's answer however it is read.
   */
  private statementsOf(query: TJobSearchQuery, options: SearchSqlOptions, changes: string | undefined) {
    const statements = buildSearchSql(query, options);
    // After a write, the count last read picks the reads as well: a few rows' change does not change which reads
    // cost least, and every way of reading gives the same page.
    const knownMatches =
      changes === undefined
        ? undefined
        : (this.counts.remembered(statements.count, changes) ?? this.counts.lastReadAnswer(statements.count));
    const chosen = knownMatches === undefined ? statements : buildSearchSql(query, { ...options, knownMatches });
    return { ...chosen, pageKey: statements.page };
  }

  async newMatches(query: TJobSearchQuery, postedAfter: Date, limit: number): Promise<NewMatch[]> {
    const what = query.what_search_text?.trim();
    const textQuery = what ? await buildTextMatch(this.pool, what) : null;
    const { page } = buildSearchSql(
      { ...query, sort: 'date', page: 1 },
      { textQuery, frequentFacets: await frequentFacets(this.pool), postedAfter: { since: postedAfter, limit } },
    );
    const rows = await queryRows(this.pool, ZNewMatchRow, page);
    return rows.map((row) => ({ jobId: row.id, postedAt: new Date(row.posted_ms) }));
  }

  async newestPostedAt(): Promise<Date | null> {
    // Epoch milliseconds: the column is a UTC timestamp without time zone, which pg would read as local time.
    const [row] = await queryRows(
      this.pool,
      ZNewestRow,
      sql`SELECT (extract(epoch FROM max("postedAt")) * 1000)::float8 AS newest_ms FROM search.job_search`,
    );
    return row?.newest_ms == null ? null : new Date(row.newest_ms);
  }

  /** The corrected text of a search that found nothing, when the same search with it finds jobs. */
  private async correctionWithJobs(query: TJobSearchQuery, what: string): Promise<string | null> {
    const corrected = await suggestCorrection(this.pool, what);
    if (!corrected) return null;
    const textQuery = await buildTextMatch(this.pool, corrected);
    const statements = buildSearchSql(
      { ...query, what_search_text: corrected, page: 1 },
      { textQuery, frequentFacets: await frequentFacets(this.pool) },
    );
    return (await this.counts.read(statements.count)) > 0 ? corrected : null;
  }
}

const samePage = (a: number[], b: number[]) => a.length === b.length && a.every((id, at) => id === b[at]);
