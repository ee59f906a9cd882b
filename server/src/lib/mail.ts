import nodemailer from 'nodemailer';

/** One mail, plain text: Upsolve's mails are a line or two and a link. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through SMTP_URL (nodemailer); absent when SMTP_URL is unset. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Connecting and each reply are bounded, so a hung mail server never holds a request's work. */
const smtpTimeoutMs = 10_000;

/** The mailer of SMTP_URL, or null when Upsolve sends no mail (the page says to ask the admin). */
export function createMailer(mail: { smtpUrl: string | undefined; from: string }): Mailer | null {
  const { smtpUrl, from } = mail;
  if (smtpUrl === undefined) return null;
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: smtpTimeoutMs,
      greetingTimeout: smtpTimeoutMs,
      socketTimeout: smtpTimeoutMs,
    },
    { from },
  );
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
