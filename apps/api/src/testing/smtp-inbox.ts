import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps what it receives. */
export class SmtpInbox {
  readonly messages: ParsedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push(mail);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a message to `to` (up to `timeoutMs`). */
  async waitFor(to: string, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(
        (mail) => mail.to && JSON.stringify(mail.to).toLowerCase().includes(to.toLowerCase()),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
