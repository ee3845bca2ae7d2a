/**
 * An open-loop load generator (what wrk2 does; wrk2 is not in Debian, and autocannon's
 * `overallRate` sends each second's quota in a burst at the start of the second). Requests are
 * scheduled every millisecond at `rate` per second over keep-alive connections; a request that
 * finds no free connection waits, and its latency counts from when it was due, so a slow server
 * cannot hide its queue (coordinated omission). Prints one JSON line.
 *
 *   node --import tsx scripts/bench/fixed-rate.ts <url> <rate> <seconds> <connections> <accept-encoding>
 */
import net from "node:net";

const [urlArg, rateArg, secondsArg, connectionsArg, encodingArg = "br"] = process.argv.slice(2);
if (!urlArg || !rateArg || !secondsArg || !connectionsArg) {
  console.error("usage: fixed-rate.ts <url> <rate> <seconds> <connections> <accept-encoding>");
  process.exit(2);
}
const url = new URL(urlArg);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const warmupMs = 1000;
const request = Buffer.from(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: ${encodingArg}\r\nUser-Agent: bench-fixed-rate\r\n\r\n`);

interface Connection {
  socket: net.Socket;
  busy: boolean;
  due: number;
  sent: number;
  buffer: Buffer;
}

const fromDue: number[] = [];
const fromSend: number[] = [];
const queue: number[] = [];
const idle: Connection[] = [];
let errors = 0;
let non2xx = 0;
let started = 0;

function send(connection: Connection, due: number) {
  connection.busy = true;
  connection.due = due;
  connection.sent = performance.now();
  connection.buffer = Buffer.alloc(0);
  connection.socket.write(request);
}

function release(connection: Connection) {
  connection.busy = false;
  const due = queue.shift();
  if (due !== undefined) send(connection, due);
  else idle.push(connection);
}

const CRLF2 = Buffer.from("\r\n\r\n");

function onData(connection: Connection, chunk: Buffer) {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
  const end = connection.buffer.indexOf(CRLF2);
  if (end < 0) return;
  const head = connection.buffer.subarray(0, end).toString("latin1");
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
  if (Number.isNaN(length)) throw new Error("a response without content-length: only fixed-length answers are supported");
  if (connection.buffer.length < end + 4 + length) return;
  const now = performance.now();
  const status = Number(head.slice(9, 12));
  if (status < 200 || status >= 400) non2xx++;
  if (connection.due >= started + warmupMs) {
    fromDue.push(now - connection.due);
    fromSend.push(now - connection.sent);
  }
  release(connection);
}

function connect(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true });
    const connection: Connection = { socket, busy: false, due: 0, sent: 0, buffer: Buffer.alloc(0) };
    socket.once("connect", () => resolve(connection));
    socket.once("error", (error) => {
      errors++;
      reject(error);
    });
    socket.on("data", (chunk: Buffer) => onData(connection, chunk));
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const connections = await Promise.all(Array.from({ length: Number(connectionsArg) }, connect));
  idle.push(...connections);
  started = performance.now();
  const total = Math.round((rate * (seconds * 1000 + warmupMs)) / 1000);
  let scheduled = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) * rate) / 1000));
      while (scheduled < due) {
        const at = started + (scheduled * 1000) / rate;
        scheduled++;
        const connection = idle.pop();
        if (connection) send(connection, at);
        else queue.push(at);
      }
      if (scheduled >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const deadline = performance.now() + 5000;
  while ((queue.length > 0 || connections.some((c) => c.busy)) && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const unfinished = queue.length + connections.filter((c) => c.busy).length;
  for (const c of connections) c.socket.destroy();
  fromDue.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const result = {
    rate,
    achieved: fromDue.length / seconds,
    requests: fromDue.length,
    errors: errors + unfinished,
    non2xx,
    p50: percentile(fromDue, 50),
    p90: percentile(fromDue, 90),
    p99: percentile(fromDue, 99),
    p999: percentile(fromDue, 99.9),
    max: fromDue[fromDue.length - 1] ?? NaN,
    sendP50: percentile(fromSend, 50),
    sendP99: percentile(fromSend, 99),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
