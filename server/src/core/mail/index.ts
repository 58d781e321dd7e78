import type { FastifyBaseLogger } from 'fastify';
import type { SmtpSettings } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends notices by e-mail through the deployment's SMTP server; `enabled` is false when none is configured. */
export interface Mailer {
  readonly enabled: boolean;
  /** Resolves once the server accepted the message; throws otherwise (the caller logs, the notice's bell stays). */
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer over SMTP (SMTP_HOST …), loaded on the first message: most starts send none. The password is given to
 * the transport alone, never logged.
 */
export function createMailer(settings: SmtpSettings | undefined, log: () => FastifyBaseLogger): Mailer {
  if (!settings) return { enabled: false, send: async () => undefined };
  let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      }),
    ));
  return {
    enabled: true,
    async send(m) {
      await (await transportOf()).sendMail({ from: settings.from, to: m.to, subject: m.subject, text: m.text });
      log().debug({ to: m.to, subject: m.subject }, 'notice e-mailed');
    },
  };
}
