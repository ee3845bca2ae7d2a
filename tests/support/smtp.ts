/** A real SMTP server in the test process (smtp-server), keeping what it is sent: for the outbox's e-mails. */
import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` that keeps what it is sent; `port` 0 picks a free one. */
export async function startSmtp(port = 0): Promise<{ port: number; mails: Received[]; close(): Promise<void> }> {
  const mails: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft line breaks joined, so that a search finds a whole line.
          raw: Buffer.concat(chunks)
            .toString("utf8")
            .replace(/=\r?\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve());
  });
  const address = smtp.server.address() as { port: number };
  return { port: address.port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
