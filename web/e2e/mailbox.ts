import { expect } from "vitest";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string[];
  /** Header names in lower case, folded lines unfolded. */
  headers: Map<string, string>;
  /** The decoded text of every part (nodemailer writes quoted-printable for non-ASCII text). */
  text: string;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Waits for the first message to `to` whose text contains every one of `contains`. */
  waitFor: (to: string, ...contains: string[]) => Promise<Mail>;
  stop: () => Promise<void>;
}

function parse(to: string[], raw: string): Mail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to, headers, text: Buffer.from(body, "latin1").toString("utf8") };
}

/** A real SMTP server (npm smtp-server) on a free port of 127.0.0.1, keeping every message it accepts. */
export async function startMailbox(): Promise<Mailbox> {
  const received: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push(parse(to, Buffer.concat(chunks).toString("latin1")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor: async (to, ...contains) => {
      const find = () =>
        received.find((mail) => mail.to.includes(to) && contains.every((text) => mail.text.includes(text)));
      await expect.poll(() => find() !== undefined, { timeout: 30_000, interval: 250 }).toBe(true);
      return find()!;
    },
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
