import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A free port on loopback, for a mail server that starts later. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A real SMTP server on loopback that keeps every mail it receives, parsed. */
export class SmtpInbox {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly mails: ParsedMail[],
  ) {}

  static async start(port = 0): Promise<SmtpInbox> {
    const mails: ParsedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: nodemailer would otherwise upgrade and refuse the self-signed certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return new SmtpInbox(server, (server.server.address() as AddressInfo).port, mails);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail that matches, waiting for it to arrive. */
  async waitFor(matches: (mail: ParsedMail) => boolean, timeoutMs = 15_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find(matches);
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`No matching mail within ${timeoutMs} ms (${this.mails.length} arrived)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
