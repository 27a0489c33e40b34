import { LocalJobBoards } from './local-job-boards.ts';

/**
 * The local job boards as a process of their own, for the browser journeys' server (apps/web/e2e/support/
 * start-server.mjs): it serves the recorded answers, prints its address as one line of JSON and answers until
 * it is stopped. A journey changes a board's answer with `PUT /_boards/{provider}/{board}`.
 */
const boards = new LocalJobBoards().withRecordedAnswers();
const url = await boards.start();
process.stdout.write(`${JSON.stringify({ url })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void boards.stop().then(() => process.exit(0)));
}
