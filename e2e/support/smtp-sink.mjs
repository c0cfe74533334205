// A real SMTP server for the site under test: every mail it accepts is written, as received, to
// `<E2E_DATA_DIR>/smtp/*.eml`, where the tests read it (e2e/tests/mail.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = path.join(process.env.E2E_DATA_DIR, 'smtp');
mkdirSync(dir, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: nodemailer would otherwise upgrade and refuse a self-signed certificate.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
      writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
    });
  },
});

server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
