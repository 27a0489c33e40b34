import type pg from 'pg';
import sql, { raw } from 'sql-template-tag';
import { z } from 'zod';
import { MAX_JOB_SUGGESTIONS, type TJobSuggestion } from '@mainwork/contracts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';
import { typedWords } from '../../infra/search-matching/typed-words.ts';
import { NOT_EXPIRED } from './search-sql.ts';

/** The last word suggests from this many letters on: one letter starts too many words to help. */
export const SUGGEST_FROM_LETTERS = 2;

/**
 * Titles are counted among at most this many matching jobs, read through the document index: a
 * common start ('ma') never reads every job. Past it, a title's count is of the jobs read.
 */
export const SUGGESTION_SAMPLE_JOBS = 1000;

const TITLE_SUGGESTIONS = 5;

const ZSuggestionRow = z.object({
  kind: z.enum(['title', 'word']),
  text: z.string(),
  jobs: z.coerce.number().int().positive(),
});

/**
 * The statement of `suggestSearches` (exported for the plan tests). Jobs whose title holds a word
 * starting with the last word are found through the document index (title words weigh 'A'), then kept
 * when their title holds the whole text; titles are grouped without case. For a single word, words
 * come from those titles too, counted by the vocabulary's primary key (a word after others would
 * stand for the whole text, which its count is not).
 */
export function suggestionStatement(words: string[]): Statement {
  const lastWord = words.at(-1)!;
  const constant = (value: number) => raw(String(value));
  return sql`WITH matched AS MATERIALIZED (
        SELECT j.title, s."titleWords" FROM search.job_search s JOIN public.jobs j ON j.id = s."jobId"
        WHERE s."searchVector" @@ to_tsquery('search.english', ${`${lastWord}:*A`})
          AND ${NOT_EXPIRED}
          AND lower(search.unaccent(j.title)) LIKE ${`%${words.join(' ')}%`}
        LIMIT ${constant(SUGGESTION_SAMPLE_JOBS)}
      ),
      titles AS (
        SELECT 'title' AS kind, min(title) AS text, count(*) AS jobs FROM matched
        GROUP BY lower(title) ORDER BY jobs DESC, text LIMIT ${constant(TITLE_SUGGESTIONS)}
      ),
      words AS (
        SELECT 'word' AS kind, v.word AS text, v.jobs FROM search.vocabulary v
        WHERE ${words.length === 1} AND v.word IN (SELECT word FROM matched, unnest(tsvector_to_array(matched."titleWords")) word
                                WHERE starts_with(word, ${lastWord}))
      )
      SELECT kind, text, jobs FROM titles
      UNION ALL
      SELECT kind, text, jobs FROM words
      ORDER BY jobs DESC, kind, text
      LIMIT ${constant(MAX_JOB_SUGGESTIONS)}`;
}

/**
 * What to suggest for a half-typed search: titles of live jobs holding the text and title words
 * starting with its last word, most jobs first. Nothing until the last word has a couple of letters.
 */
export async function suggestSearches(pool: pg.Pool, text: string): Promise<TJobSuggestion[]> {
  const words = typedWords(text);
  if (words.length === 0 || words.at(-1)!.length < SUGGEST_FROM_LETTERS) return [];
  const rows = await queryRows(pool, ZSuggestionRow, suggestionStatement(words));
  // A title that is the word itself ('Nurse') says the same thing twice: the title stays.
  const titles = new Set(rows.filter((row) => row.kind === 'title').map((row) => row.text.toLowerCase()));
  return rows.filter((row) => row.kind === 'title' || !titles.has(row.text));
}
