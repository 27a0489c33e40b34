import type pg from 'pg';
import sql, { raw } from 'sql-template-tag';
import { z } from 'zod';
import { Cache } from '../../infra/caching/cache.ts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';
import {
  allowedEdits,
  editDistance,
  firstWords,
  MAX_TYPED_WORDS,
  normalizeText,
} from '../../infra/search-matching/typed-words.ts';
import { JOB_TITLE_SYNONYMS } from './job-title-synonyms.ts';
import { searchChanges } from './search-state.ts';

/** How a job's word matched a typed word, best first: ranking follows this order (decision 011). */
export type MatchKind = 'exact' | 'prefix' | 'corrected' | 'synonym';

/**
 * What a search's text matches, as PostgreSQL text search queries over `search.job_search`:
 * `websearch` is the text as typed (websearch_to_tsquery); `expanded` is built from the vocabulary of
 * live jobs (prefix, corrections, compounds, synonyms), with one query per match kind for ranking and
 * the typed words for the whole-title-word rank.
 */
export type TextMatch =
  | { kind: 'websearch'; text: string }
  | {
      kind: 'expanded';
      tsquery: string;
      /** Each kind's queries (a lexeme, a prefix, a phrase…), which it matches any of; null: none of that kind. */
      tiers: Record<MatchKind, string[] | null>;
      /** The typed words (corrections and synonyms included) a title holding them whole ranks above. */
      titleWords: string[] | null;
      /** The text with each corrected word replaced by its best correction, when any was corrected. */
      correctedText: string | null;
    };

/** The last word matches as a prefix from this many letters on (search as you type). */
export const PREFIX_FROM_LETTERS = 3;

/** A typed word: its letters and digits, split where it was hyphenated or punctuated ('front-end'). */
type Token = { parts: string[]; text: string };

/**
 * The plain words of a text, what websearch syntax it holds ("quoted phrases", -excluded words), and the
 * text as websearch_to_tsquery takes it: its pieces in the order typed, so that `"line cook" or nurse`
 * stays an OR of the phrase and the word. Only the first words count, each cut to its first letters
 * (`firstWords`, decision 050), after normalisation: one typed character can be many letters and words.
 * The bounds apply where the pieces stand: the first MAX_TYPED_WORDS plain words, the first
 * MAX_TYPED_WORDS phrases and exclusions, each phrase its first MAX_TYPED_WORDS words.
 */
export function parseSearchText(text: string): {
  tokens: Token[];
  operators: string | null;
  usesOr: boolean;
  websearchText: string;
} {
  const wordsOf = (part: string) => firstWords(normalizeText(part).split(/\s+/).filter(Boolean));
  const words: string[] = [];
  const operators: string[] = [];
  const inOrder: string[] = [];
  const addOperator = (operator: string) => {
    if (operators.length >= MAX_TYPED_WORDS) return;
    operators.push(operator);
    inOrder.push(operator);
  };
  // With one capturing group, split answers the text between matches at even indexes, the matches at odd.
  for (const [index, segment] of text.split(/("[^"]*"?)/).entries()) {
    if (index % 2 === 1) {
      addOperator(`"${wordsOf(segment.replace(/"/g, '')).join(' ')}"`);
      continue;
    }
    for (const [at, part] of segment.split(/((?:^|\s)-\S+)/).entries()) {
      // One word excluded, as typed: what it normalises to past its first word would become words required.
      if (at % 2 === 1) addOperator(`-${wordsOf(part.trim().slice(1))[0] ?? ''}`);
      else {
        const plain = wordsOf(part).slice(0, MAX_TYPED_WORDS - words.length);
        words.push(...plain);
        inOrder.push(...plain);
      }
    }
  }
  const usesOr = words.includes('or');
  const tokens = words
    .map((word) => ({ parts: word.split(/[^\p{L}\p{N}]+/u).filter(Boolean), text: word }))
    .filter((token) => token.parts.length > 0)
    .map((token) => ({ parts: token.parts, text: token.parts.join('') }));
  return {
    tokens,
    operators: operators.length > 0 ? operators.join(' ') : null,
    usesOr,
    websearchText: inOrder.join(' '),
  };
}

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const others = new Map<string, Set<string>>();
  for (const group of JOB_TITLE_SYNONYMS) {
    for (const term of group) {
      const set = others.get(term) ?? new Set<string>();
      for (const other of group) if (other !== term) set.add(other);
      others.set(term, set);
    }
  }
  return new Map([...others].map(([term, set]) => [term, [...set]]));
})();
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((term) => term.split(' ').length));

/** The job-title terms a typed term stands for ('rn' → 'registered nurse'), both ways. */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

const ZProbeRow = z.object({
  probe: z.string(),
  stem: z.string().nullable(),
  stemKnown: z.boolean(),
  rawKnown: z.boolean(),
  prefixKnown: z.boolean(),
  prefixStems: z.array(z.string()),
  prefixComplete: z.boolean(),
});
type Probe = z.infer<typeof ZProbeRow>;
const ZCandidateRow = z.object({
  token: z.string(),
  word: z.string(),
  stem: z.string().nullable(),
  jobs: z.number().int(),
});
const ZTsqueryRow = z.object({ query: z.string() });

/** The most corrections a misspelt word gets: the nearest, most used words of live jobs. */
const MAX_CORRECTIONS = 3;
/**
 * The most words of live jobs a half-typed last word may start for the search to name their stems
 * instead of the prefix ('accoun' → 'account'): plain words are what the planner estimates well, and
 * a prefix's estimate turned a count of 'nurse' into a sequential scan 3 to 8 times slower (decision
 * 011, "Costs"). Past this many, the prefix itself (`:*`) with the stems of the most used of them.
 */
export const PREFIX_WORDS_LISTED = 30;
/** Vocabulary words read per misspelt word, nearest by trigrams first, before counting edits. */
const CORRECTION_CANDIDATES = 30;

/** A misspelt word's corrections: the stems searched, and the best one's word as it is written. */
type Correction = { stems: string[]; word: string };

/** A word as one lexeme of a text search query, taken as written (quotes and backslashes escaped). */
export const lexeme = (word: string) => `'${word.replace(/['\\]/g, (char) => char + char)}'`;
const anyOf = (queries: string[]) => (queries.length === 1 ? queries[0]! : `(${queries.join(' | ')})`);

type Leaf = { kind: MatchKind; query: string };
type Unit = { query: string; leaves: Leaf[] };

/**
 * The text's match, built with the vocabulary of live jobs (`search.vocabulary`): every typed word's
 * stem; the last word also as a prefix from its third letter; a word of 5 letters or more that no live
 * job holds, corrected to the nearest words within its allowed edits; words written together, apart or
 * hyphenated; job-title synonyms. Null when the text has no search terms (stop words only).
 */
export async function buildTextMatch(pool: pg.Pool, text: string): Promise<TextMatch | null> {
  const parsed = parseSearchText(text);
  if (parsed.usesOr) {
    const websearch = parsed.websearchText;
    return (await hasSearchTerms(pool, websearch)) ? { kind: 'websearch', text: websearch } : null;
  }
  const { tokens } = parsed;
  const last = tokens.at(-1);
  const probes = new Set<string>();
  // Where a word could be two written together: at least one letter before, three after ('e|commerce').
  const splitsOf = (word: string) =>
    word.length < 5 ? [] : Array.from({ length: word.length - 3 }, (_, i) => [word.slice(0, i + 1), word.slice(i + 1)]);
  for (const [index, token] of tokens.entries()) {
    probes.add(token.text);
    for (const part of token.parts) probes.add(part);
    const next = tokens[index + 1];
    if (next) probes.add(token.text + next.text);
    if (token.parts.length === 1) for (const half of splitsOf(token.text).flat()) probes.add(half);
  }
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 1; length <= LONGEST_SYNONYM && start + length <= tokens.length; length++) {
      const term = tokens
        .slice(start, start + length)
        .map((token) => token.text)
        .join(' ');
      for (const other of synonymsOf(term)) for (const word of other.split(' ')) probes.add(word);
    }
  }
  const known = await probeWords(pool, [...probes], last?.text ?? null);

  // Words nothing in the vocabulary holds, and long enough to correct.
  const misspelt = tokens.filter(
    (token, index) =>
      token.parts.length === 1 &&
      allowedEdits(token.text) > 0 &&
      !isKnown(known, token.text, index === tokens.length - 1) &&
      splitAlternatives(known, splitsOf(token.text)).length === 0,
  );
  const corrections = await correctionsOf(pool, known, misspelt);

  const wordUnit = (token: Token, isLast: boolean): Unit | null => {
    const leaves: Leaf[] = [];
    if (token.parts.length > 1) {
      const stems = token.parts.map((part) => known.get(part)?.stem).filter((stem): stem is string => !!stem);
      if (stems.length > 0) leaves.push({ kind: 'exact', query: stems.map(lexeme).join(' <-> ') });
    }
    const probe = known.get(token.text);
    if (probe?.stem && (token.parts.length === 1 || probe.stemKnown)) {
      leaves.push({ kind: 'exact', query: lexeme(probe.stem) });
    }
    // A stop word ('the') filters nothing, even as the last word.
    if (isLast && probe?.stem && [...token.text].length >= PREFIX_FROM_LETTERS) {
      if (!probe.prefixComplete) leaves.push({ kind: 'prefix', query: `${lexeme(token.text)}:*` });
      // The stems of the words the prefix starts, which it may not start itself ('nursin' → 'nursing',
      // stem 'nurs'): all of them, or the most used beside the prefix.
      for (const stem of probe.prefixStems) leaves.push({ kind: 'prefix', query: lexeme(stem) });
    }
    if (token.parts.length === 1) {
      for (const query of splitAlternatives(known, splitsOf(token.text))) leaves.push({ kind: 'exact', query });
    }
    for (const word of corrections.get(token.text)?.stems ?? [])
      leaves.push({ kind: 'corrected', query: lexeme(word) });
    // A prefix's stems often hold the word's own ('nurse' → 'nurs'): one leaf each, or the planner
    // counts the word twice and takes the search for twice as broad as it is (decision 011, "Costs").
    const distinct = leaves.filter((leaf, at) => leaves.findIndex((other) => other.query === leaf.query) === at);
    return distinct.length > 0 ? { query: anyOf(distinct.map((leaf) => leaf.query)), leaves: distinct } : null;
  };

  const units: Unit[] = [];
  const synonymWords: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const isLastAt = (at: number) => at === tokens.length - 1;
    // Job-title synonyms, longest term first: the words typed, or any term of their groups.
    let matched = 0;
    for (let length = Math.min(LONGEST_SYNONYM, tokens.length - index); length >= 1 && matched === 0; length--) {
      const covered = tokens.slice(index, index + length);
      const others = synonymsOf(covered.map((token) => token.text).join(' '));
      if (others.length === 0) continue;
      const own = covered
        .map((token, offset) => wordUnit(token, isLastAt(index + offset)))
        .filter((unit): unit is Unit => unit !== null);
      const leaves: Leaf[] = own.flatMap((unit) => unit.leaves);
      const alternatives = own.length > 0 ? [own.map((unit) => unit.query).join(' & ')] : [];
      for (const other of others) {
        const stems = other
          .split(' ')
          .map((word) => known.get(word)?.stem)
          .filter((stem): stem is string => !!stem);
        if (stems.length === 0) continue;
        const query = stems.map(lexeme).join(' <-> ');
        synonymWords.push(...other.split(' ').filter((word) => known.get(word)?.stem));
        // 'engineering' for 'engineer': the same stem, matched already as the word itself.
        if (leaves.some((leaf) => leaf.query === query)) continue;
        leaves.push({ kind: 'synonym', query });
        alternatives.push(query);
      }
      if (alternatives.length > 0) units.push({ query: anyOf(alternatives.map((q) => `(${q})`)), leaves });
      matched = length;
    }
    if (matched > 0) {
      index += matched;
      continue;
    }
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const joined = next ? known.get(token.text + next.text) : undefined;
    // Two words written apart that live jobs write together ('front end', 'Frontend').
    if (next && joined?.stem && joined.stemKnown) {
      const parts = [wordUnit(token, false), wordUnit(next, isLastAt(index + 1))].filter(
        (unit): unit is Unit => unit !== null,
      );
      const together: Leaf = { kind: 'exact', query: lexeme(joined.stem) };
      units.push({
        query: anyOf([`(${parts.map((unit) => unit.query).join(' & ')})`, together.query]),
        leaves: [...parts.flatMap((unit) => unit.leaves), together],
      });
      index += 2;
      continue;
    }
    const unit = wordUnit(token, isLastAt(index));
    if (unit) units.push(unit);
    index += 1;
  }

  let operatorQuery: string | null = null;
  if (parsed.operators) {
    const rows = await queryRows(
      pool,
      ZTsqueryRow,
      sql`SELECT websearch_to_tsquery('search.english', ${parsed.operators})::text AS query`,
    );
    operatorQuery = rows[0]?.query || null;
  }
  const queries = [...units.map((unit) => unit.query), ...(operatorQuery ? [`(${operatorQuery})`] : [])];
  if (queries.length === 0) return null;

  // Quoted phrases and the like rank as whole words.
  const leaves = [
    ...units.flatMap((unit) => unit.leaves),
    ...(operatorQuery ? [{ kind: 'exact' as const, query: operatorQuery }] : []),
  ];
  const tier = (kind: MatchKind) => {
    const of = [...new Set(leaves.filter((leaf) => leaf.kind === kind).map((leaf) => leaf.query))];
    return of.length > 0 ? of : null;
  };
  const titleWords = [
    ...new Set([
      ...tokens.flatMap((token) => token.parts).filter((part) => known.get(part)?.stem),
      ...[...corrections.values()].map((correction) => correction.word),
      ...synonymWords,
    ]),
  ];
  const correctedText =
    corrections.size > 0 ? tokens.map((token) => corrections.get(token.text)?.word ?? token.text).join(' ') : null;
  return {
    kind: 'expanded',
    tsquery: queries.join(' & '),
    tiers: { exact: tier('exact'), prefix: tier('prefix'), corrected: tier('corrected'), synonym: tier('synonym') },
    titleWords: titleWords.length > 0 ? titleWords : null,
    correctedText,
  };
}

/** How long a text's match is given as it was built, when no change was seen (as a search's count). */
const MATCH_TTL_MS = 30_000;
/** How long after that it is still given while it is built again in the background. */
const MATCH_STALE_MS = 30_000;
const MAX_MATCHES = 10_000;

/** A text's match, and where the search rows stood when it was built (`searchChanges`). */
export type RememberedMatch = { changes: string; match: TextMatch | null };

/**
 * Remembers each text's match with where the search rows stood when it was built (`searchChanges`): a
 * search uses it while the rows have not moved on. Building it reads the vocabulary (some tens of
 * primary-key lookups, a trigram scan for a misspelt word), which only changes with the search rows;
 * the same text searched page after page, or by many people, would pay that each time for the same
 * answer. The expiry only bounds a commit race: a match built while a write is committing can miss that
 * write's words (a new word's prefix or correction) until the next change. After 30 s a match is built
 * again, in the background while the next 30 s give it as it was.
 */
export class TextMatches {
  private readonly entries = new Cache<string, RememberedMatch>({
    maxEntries: MAX_MATCHES,
    ttlMs: MATCH_TTL_MS,
    staleForMs: MATCH_STALE_MS,
  });

  constructor(private readonly pool: pg.Pool) {}

  /**
   * The text's match as kept, built first when none is: where the search rows stand is read before it is
   * built, so the match holds every word of the rows at that state. Whether they still stand there is the
   * caller's to check.
   */
  async remembered(text: string): Promise<RememberedMatch> {
    const built = await this.entries.get(text, async () => {
      const changes = await searchChanges(this.pool);
      return { changes, match: await buildTextMatch(this.pool, text) };
    });
    return built!;
  }

  /** The text's match (`buildTextMatch`) as the search rows stand at `changes`. */
  async match(text: string, changes: string): Promise<TextMatch | null> {
    const known = this.entries.peek(text);
    if (known && known.changes === changes) return known.match;
    const match = await buildTextMatch(this.pool, text);
    this.entries.set(text, { changes, match });
    return match;
  }
}

/** Edits a suggestion may correct: a misspelling's, and one for words of 3 or 4 letters ('nuse'). */
const suggestionEdits = (word: string) =>
  /\d/.test(word) || [...word].length < PREFIX_FROM_LETTERS ? 0 : Math.max(1, allowedEdits(word));

/**
 * 'Did you mean …?' for a search that found nothing: the text with each word no live job holds
 * replaced by its nearest word, words of 3 or 4 letters included (too short to be corrected while
 * searching). Null when nothing is corrected, or the text holds quoted phrases, `-word` or `or`
 * (a plain suggestion would drop them).
 */
export async function suggestCorrection(pool: pg.Pool, text: string): Promise<string | null> {
  const { tokens, operators, usesOr } = parseSearchText(text);
  if (operators || usesOr || tokens.length === 0) return null;
  const last = tokens.at(-1)!;
  const known = await probeWords(
    pool,
    tokens.map((token) => token.text),
    last.text,
  );
  const misspelt = tokens.filter(
    (token, index) =>
      token.parts.length === 1 &&
      suggestionEdits(token.text) > 0 &&
      !isKnown(known, token.text, index === tokens.length - 1),
  );
  const corrections = await correctionsOf(pool, known, misspelt, suggestionEdits);
  if (corrections.size === 0) return null;
  return tokens.map((token) => corrections.get(token.text)?.word ?? token.text).join(' ');
}

function isKnown(known: ReadonlyMap<string, Probe>, word: string, isLast: boolean): boolean {
  const probe = known.get(word);
  return !!probe && (probe.stemKnown || probe.rawKnown || (isLast && probe.prefixKnown));
}

/** A word live jobs write apart ('frontend' → 'front end', 'ecommerce' → 'e-commerce'), as phrases. */
function splitAlternatives(known: ReadonlyMap<string, Probe>, splits: string[][]): string[] {
  const phrases: string[] = [];
  for (const [left, right] of splits) {
    const a = known.get(left!);
    const b = known.get(right!);
    if (a?.stem && a.stemKnown && b?.stem && b.stemKnown) phrases.push(`${lexeme(a.stem)} <-> ${lexeme(b.stem)}`);
  }
  return phrases;
}

/** The statement of `probeWords` (exported for the plan tests). */
export function probeStatement(words: string[], lastWord: string | null): Statement {
  return sql`SELECT p.probe, st.stem,
        EXISTS (SELECT 1 FROM search.vocabulary v WHERE v.word = st.stem) AS "stemKnown",
        EXISTS (SELECT 1 FROM search.vocabulary v WHERE v.word = p.probe) AS "rawKnown",
        (p.probe = ${lastWord} AND EXISTS (SELECT 1 FROM search.vocabulary v
          WHERE v.word >= p.probe AND v.word < p.probe || chr(1114111))) AS "prefixKnown",
        ARRAY(SELECT DISTINCT started.stem FROM (
            SELECT search.stem_of(v.word) AS stem FROM search.vocabulary v
            WHERE p.probe = ${lastWord} AND v.word >= p.probe AND v.word < p.probe || chr(1114111)
            ORDER BY v.jobs DESC LIMIT ${raw(String(PREFIX_WORDS_LISTED))}) started
          WHERE started.stem IS NOT NULL) AS "prefixStems",
        (SELECT count(*) FROM (SELECT 1 FROM search.vocabulary v
            WHERE p.probe = ${lastWord} AND v.word >= p.probe AND v.word < p.probe || chr(1114111)
            LIMIT ${raw(String(PREFIX_WORDS_LISTED + 1))}) listed) <= ${raw(String(PREFIX_WORDS_LISTED))} AS "prefixComplete"
      FROM unnest(${words}::text[]) p(probe)
      LEFT JOIN LATERAL (SELECT search.stem_of(p.probe) AS stem) st ON true`;
}

/**
 * Each probe's stem (English, accents folded) and whether live jobs hold it: as its stem, as itself, or
 * (the text's last word) as the start of a word. Primary-key lookups in the vocabulary.
 */
async function probeWords(pool: pg.Pool, words: string[], lastWord: string | null): Promise<Map<string, Probe>> {
  if (words.length === 0) return new Map();
  const rows = await queryRows(pool, ZProbeRow, probeStatement(words, lastWord));
  return new Map(rows.map((row) => [row.probe, row]));
}

/** The statement of `correctionsOf` (exported for the plan tests). */
export function correctionStatement(words: string[]): Statement {
  return sql`SELECT t.token, c.word, search.stem_of(c.word) AS stem, c.jobs FROM unnest(${words}::text[]) t(token)
      CROSS JOIN LATERAL (SELECT v.word, v.jobs FROM search.vocabulary v
        ORDER BY v.word OPERATOR(search.<->) t.token LIMIT ${raw(String(CORRECTION_CANDIDATES))}) c
      WHERE search.levenshtein_less_equal(c.word, t.token, 4) <= 4`;
}

/**
 * The corrections of misspelt words: the vocabulary's nearest words by trigrams (its GiST index, a
 * handful of entries), kept when within the word's allowed edits of the word or its stem; only the
 * fewest edits found, most used first, so a correction does not flood the page with unrelated words.
 */
async function correctionsOf(
  pool: pg.Pool,
  known: ReadonlyMap<string, Probe>,
  misspelt: Token[],
  editsOf: (word: string) => number = allowedEdits,
): Promise<Map<string, Correction>> {
  const corrections = new Map<string, Correction>();
  if (misspelt.length === 0) return corrections;
  const words = misspelt.map((token) => token.text);
  const rows = await queryRows(pool, ZCandidateRow, correctionStatement(words));
  for (const word of words) {
    const allowed = editsOf(word);
    const stem = known.get(word)?.stem;
    const candidates = rows.filter((row) => row.token === word && row.stem && !/\d/.test(row.word));
    // Edits from the word as typed; from its stem only when nothing is near the word itself.
    let scored = candidates
      .map((row) => ({ ...row, edits: editDistance(word, row.word) }))
      .filter((row) => row.edits <= allowed);
    if (scored.length === 0 && stem) {
      scored = candidates
        .map((row) => ({ ...row, edits: editDistance(stem, row.word) }))
        .filter((row) => row.edits <= allowed);
    }
    const fewest = Math.min(...scored.map((row) => row.edits));
    const best = scored
      .filter((row) => row.edits === fewest)
      .sort((a, b) => b.jobs - a.jobs || a.word.localeCompare(b.word))
      .slice(0, MAX_CORRECTIONS);
    if (best.length > 0) corrections.set(word, { stems: best.map((row) => row.stem!), word: best[0]!.word });
  }
  return corrections;
}

const ZTermsRow = z.object({ terms: z.number().int() });

async function hasSearchTerms(pool: pg.Pool, text: string): Promise<boolean> {
  const rows = await queryRows(
    pool,
    ZTermsRow,
    sql`SELECT numnode(websearch_to_tsquery('search.english', ${text})) AS terms`,
  );
  return (rows[0]?.terms ?? 0) > 0;
}
