/**
 * The pieces every admin list's query is made of (users, charges, rewards, affiliate link events, the
 * organization form's pickers): the words of a search box, a Prisma filter asking for each of them, and a
 * numbered page with the count of all that match (spec §7: lists put it in the `total` header).
 */

/** At most this many words of a search are used: each one is a condition, and no one types more. */
const MAX_SEARCH_WORDS = 10;

/** The words typed in a search box (`'  Ann   lee '` → `['Ann', 'lee']`). */
export function searchWords(search: string | undefined | null): string[] {
  return (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

type Contains = { contains: string; mode: 'insensitive' };

/**
 * A Prisma `AND` list: every word of the search is in one of `fields` (any case). Nothing typed: no
 * condition. `everyWordIn('ann lee', ['firstName', 'email'])` finds Ann Lee, and ann@lee.example.
 */
export function everyWordIn<Field extends string>(
  search: string | undefined | null,
  fields: readonly [Field, ...Field[]],
): Array<{ OR: Array<{ [Key in Field]?: Contains }> }> {
  return searchWords(search).map((word) => ({
    OR: fields.map((field) => ({ [field]: { contains: word, mode: 'insensitive' } }) as { [Key in Field]?: Contains }),
  }));
}

/** One page of a list, and the count of all that match (spec §7: the `total` header, `answerPage`). */
export type ListPage<Row> = { rows: Row[]; total: number };

/**
 * Page `page` (from 1) of `perPage` rows, and the count of all of them, read side by side: `rows` gets
 * the window to ask for (Prisma's `skip` and `take`), `count` counts with the same filter.
 */
export async function findPage<Row>(input: {
  page: number;
  perPage: number;
  rows: (window: { skip: number; take: number }) => Promise<Row[]>;
  count: () => Promise<number>;
}): Promise<ListPage<Row>> {
  const [rows, total] = await Promise.all([
    input.rows({ skip: (input.page - 1) * input.perPage, take: input.perPage }),
    input.count(),
  ]);
  return { rows, total };
}
