/**
 * Clients that hold sockets without finishing a request: idle connections that never send a
 * byte, slowloris headers at a byte a second, and bodies at a byte a second. Each records when
 * the server cut it off.
 */
import net from "node:net";

export interface SlowClient {
  kind: "idle" | "slow headers" | "slow body";
  openedAt: number;
  /** When the server closed the socket, or null while it is open. */
  closedAt: number | null;
  /** The first line the server wrote, if any (a 408 Request Timeout). */
  answer: string;
}

export function openSlowClients(
  port: number,
  counts: { idle: number; slowHeaders: number; slowBody: number },
): { clients: SlowClient[]; stop(): void } {
  const clients: SlowClient[] = [];
  const sockets: net.Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const open = (kind: SlowClient["kind"], first: string, drip: string) => {
    const client: SlowClient = { kind, openedAt: Date.now(), closedAt: null, answer: "" };
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("data", (chunk: Buffer) => {
      if (!client.answer) client.answer = chunk.toString("latin1").split("\r\n")[0] ?? "";
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      client.closedAt = Date.now();
    });
    socket.on("connect", () => {
      if (first) socket.write(first);
      if (drip) {
        const timer = setInterval(() => {
          if (socket.writable) socket.write(drip);
        }, 1_000);
        timers.push(timer);
      }
    });
    clients.push(client);
    sockets.push(socket);
  };
  for (let i = 0; i < counts.idle; i++) open("idle", "", "");
  for (let i = 0; i < counts.slowHeaders; i++) open("slow headers", "GET /projects HTTP/1.1\r\nHost: x\r\nX-Slow: ", "a");
  for (let i = 0; i < counts.slowBody; i++) {
    open("slow body", "POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", " ");
  }
  return {
    clients,
    stop() {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}
