/**
 * Each e-mail template's SpamAssassin score with local rules only (`spamassassin -L`, Debian's package):
 * every template is rendered with its sample facts (src/testing/mail-samples.tsx), put into a message exactly as the mailer sends it
 * (nodemailer, both parts, the unsubscribe headers where the sender adds them) and scored.
 * `pnpm --filter @mainwork/api mail:spam-scores`; exits non-zero when a score reaches 1.0.
 */
import { spawnSync } from 'node:child_process';
import nodemailer from 'nodemailer';
import type { MailMessage } from '../src/infra/mail/mailer.ts';
import { unsubscribeHeaders } from '../src/infra/mail/send-mail-job.ts';
import { MAIL_SAMPLES } from '../src/testing/mail-samples.tsx';
import { MAIL_PUBLIC_URL } from '../src/testing/rendered-mail.ts';

const where = { publicUrl: MAIL_PUBLIC_URL, supportEmail: 'support@mainwork.example' };
const from = 'MainWork <no-reply@mainwork.example>';
const LIMIT = 1.0;
const token = '42.job_alerts.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

async function messageOf(message: MailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, ...message });
  return info.message as Buffer;
}

function score(message: Buffer): { score: number; rules: string } {
  const run = spawnSync('spamassassin', ['-L', '-t'], { input: message, encoding: 'utf8' });
  if (run.error) throw new Error(`spamassassin could not run (apt-get install spamassassin): ${run.error.message}`);
  const status = /^X-Spam-Status: \w+, score=(-?[\d.]+)[^]*?tests=([^]*?)(?:autolearn|version)/m.exec(run.stdout);
  if (!status) throw new Error(`no X-Spam-Status in spamassassin's answer:\n${run.stdout.slice(0, 2000)}`);
  return { score: Number(status[1]), rules: status[2]!.replace(/\s+/g, ' ').trim().replace(/,$/, '') };
}

let worst = -Infinity;
console.log('| E-mail | Score | Rules |\n| --- | ---: | --- |');
for (const { name, render, unsubscribe } of MAIL_SAMPLES) {
  const mail = await render();
  const headers = unsubscribe ? unsubscribeHeaders(token, where) : undefined;
  const result = score(await messageOf({ ...mail, headers }));
  worst = Math.max(worst, result.score);
  console.log(`| ${name} | ${result.score.toFixed(1)} | ${result.rules} |`);
}
console.log(`\nHighest score ${worst.toFixed(1)} (limit: below ${LIMIT.toFixed(1)})`);
if (worst >= LIMIT) process.exit(1);
