/**
 * Writes every e-mail template, rendered with its sample facts (src/testing/mail-samples.tsx), to a folder:
 * `<name>.html` to open in a browser at a phone's and a desktop's width, `<name>.txt` as a text-only client
 * shows it. `pnpm --filter @mainwork/api mail:render <folder>`; the journey e2e/e-mails.spec.ts uses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAIL_SAMPLES } from '../src/testing/mail-samples.tsx';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: mail:render <folder>');
  process.exit(2);
}
fs.mkdirSync(folder, { recursive: true });
const written = [];
for (const sample of MAIL_SAMPLES) {
  const mail = await sample.render();
  fs.writeFileSync(path.join(folder, `${sample.name}.html`), mail.html);
  fs.writeFileSync(path.join(folder, `${sample.name}.txt`), mail.text);
  written.push({ name: sample.name, subject: mail.subject });
}
fs.writeFileSync(path.join(folder, 'index.json'), JSON.stringify(written, null, 2));
console.log(`${written.length} e-mails written to ${path.resolve(folder)}`);
