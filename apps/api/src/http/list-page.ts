import type { FastifyReply } from 'fastify';
import type { ListPage } from '../infra/list-queries.ts';

/** A page of a list as every list answers it (spec §7): the page's rows, and in `total` how many match. */
export function answerPage<Row>(reply: FastifyReply, page: ListPage<Row>): Row[] {
  reply.header('total', String(page.total));
  return page.rows;
}
