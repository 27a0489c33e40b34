import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Characters a spreadsheet may read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a text a spreadsheet could run as a formula gets a leading `'`, and every cell is quoted
 * (quotes doubled), so commas, quotes and line breaks inside a value stay inside its cell.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV record, ended by CRLF (RFC 4180). */
export const csvLine = (cells: ReadonlyArray<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Streams CSV records as a download: the lines are produced as the response is written, so a long list
 * is never held in memory. A UTF-8 byte-order mark first, for spreadsheets that would guess another encoding.
 */
export function sendCsvAttachment(reply: FastifyReply, filename: string, lines: AsyncIterable<string>): FastifyReply {
  async function* withBom() {
    yield '\uFEFF';
    yield* lines;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]+/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .serializer((payload: unknown) => payload as string)
    .send(Readable.from(withBom()));
}
