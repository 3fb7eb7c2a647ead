import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when messages really leave through SMTP (SMTP_URL set). */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise messages are written to the server log. */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      delivers: false,
      async send(message) {
        logger.info({ mail: { to: message.to, subject: message.subject }, text: message.text }, "e-mail not sent (no SMTP_URL); content logged");
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
