import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';

export const ZMailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  // Optional for messages queued before every e-mail had an HTML part.
  html: z.string().optional(),
  /** Extra header fields (`List-Unsubscribe`). */
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof ZMailMessage>;
/** An e-mail rendered from its template (`renderMail`): both parts, always. */
export type RenderedMail = Omit<MailMessage, 'html' | 'headers'> & { html: string };

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/** SMTP when configured; otherwise each message is written to `<mailDir>/*.eml` for a developer to open. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: { info(obj: object, msg: string): void };
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to disk (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
