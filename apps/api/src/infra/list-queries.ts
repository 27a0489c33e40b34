/**
 * The page every admin list's query reads (users, charges, rewards, affiliate link events): a numbered
 * page with the count of all that match (spec §7: lists put it in the `total` header). Search boxes match
 * with `search-matching/typed-words.ts`.
 */

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
