/**
 * Where outgoing e-mail goes: over SMTP with nodemailer when SMTP_URL is set (production's way), else into the
 * development mailbox (`/dev/mailbox`), which production never has. docs/server.md ("Mail") says how to set it up.
 */
import nodemailer from 'nodemailer';
import type { ContractLogger } from '../config';
import type { MailRepository } from '../db/repositories/mail';

export interface Outbox {
  /** Sends one plain-text message; never throws into the request that asked (a failure is logged). */
  send(to: string, subject: string, text: string): void;
  close(): void;
}

/** The development mailbox: messages are stored, listed by `/dev/mailbox`. */
export function mailboxOutbox(mail: MailRepository): Outbox {
  return { send: (to, subject, text) => mail.send(to, subject, text), close: () => undefined };
}

/** nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://…` for TLS from the first byte). */
export function smtpOutbox(smtpUrl: string, from: string, log: ContractLogger): Outbox {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send(to, subject, text) {
      transport.sendMail({ from, to, subject, text }).then(
        () => log.info('mail sent', { subject }),
        (error: unknown) =>
          log.error('mail not sent', { subject, error: error instanceof Error ? error.message : String(error) }),
      );
    },
    close: () => transport.close(),
  };
}
