/** E-mail through the company's SMTP server, with nodemailer (docs/architecture.md §9). */
import nodemailer from "nodemailer";
import type { Mailer } from "./outbox";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A server that does not answer is a failed try (the outbox tries again later), not a hung one.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
