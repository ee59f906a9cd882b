import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the fake server received it: envelope recipients and the decoded text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  /** SMTP_URL pointing at it. */
  url: string;
  /** Resolves with the next mail it receives (or one already received and not yet taken). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX), as mail clients read it. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replaceAll(/=\r?\n/g, '')
    .replaceAll(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * An SMTP server on 127.0.0.1 (the nodemailer project's `smtp-server`), plain and without
 * authentication, that keeps what it receives: the mail Upsolve sends, as a mail server gets it.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        const waiter = waiting.shift();
        if (waiter === undefined) received.push(mail);
        else waiter(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail: () => {
      const mail = received.shift();
      if (mail !== undefined) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
