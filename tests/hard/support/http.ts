/**
 * Sending requests exactly as written: node:http for any header value and body bytes (fetch
 * would normalise them), and a bare socket for requests no HTTP client will send.
 */
import http from "node:http";
import net from "node:net";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Outgoing {
  method: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer;
}

/** One request on a fresh connection. Rejects with the socket error when the server hangs up. */
export function send(baseUrl: string, request: Outgoing, timeoutMs = 30_000): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...(request.body ? { "content-length": String(request.body.length) } : {}), ...request.headers },
        agent: false,
        insecureHTTPParser: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

export interface RawAnswer {
  /** Every status line the server wrote (pipelined requests get one each). */
  statuses: number[];
  /** Headers and body of the first answer, when there was one. */
  first: { headers: Record<string, string>; body: string } | null;
  text: string;
}

/**
 * Writes bytes to a socket, half-closes it unless `keepOpen`, and collects what comes back until
 * the server closes or `idleMs` passes in silence.
 */
export function sendRaw(port: number, bytes: Buffer, options: { idleMs?: number; keepOpen?: boolean } = {}): Promise<RawAnswer> {
  const idleMs = options.idleMs ?? 2_000;
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRaw(Buffer.concat(chunks)));
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, idleMs);
    };
    socket.on("connect", () => {
      socket.write(bytes, () => {
        if (!options.keepOpen) socket.end();
      });
      arm();
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      arm();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const end = body.indexOf("\r\n", at);
    if (end < 0) break;
    const size = parseInt(body.subarray(at, end).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function parseRaw(bytes: Buffer): RawAnswer {
  const text = bytes.toString("latin1");
  const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
  // Interim answers (100 Continue) have no body: the real answer follows them.
  let data = bytes;
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.toString("latin1", 0, 16)) && data.indexOf("\r\n\r\n") >= 0) {
    data = data.subarray(data.indexOf("\r\n\r\n") + 4);
  }
  const split = data.indexOf("\r\n\r\n");
  if (split < 0) return { statuses, first: null, text };
  const headerLines = data.subarray(0, split).toString("latin1").split("\r\n").slice(1);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(split + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) body = dechunk(body);
  else if (headers["content-length"]) body = body.subarray(0, Number(headers["content-length"]));
  return { statuses, first: { headers, body: body.toString("utf8") }, text };
}

export interface Part {
  /** The part's header block as written, without the blank line. */
  head: string;
  body: Buffer;
}

export function fieldPart(name: string, value: string | Buffer): Part {
  return { head: `Content-Disposition: form-data; name="${name}"`, body: typeof value === "string" ? Buffer.from(value, "utf8") : value };
}

export function filePart(name: string, filename: string, data: Buffer, type = "image/jpeg"): Part {
  return { head: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`, body: data };
}

/** A multipart/form-data body (RFC 7578) from parts written as given. */
export function multipartBody(boundary: string, parts: Part[], options: { close?: boolean; eol?: string } = {}): Buffer {
  const eol = options.eol ?? "\r\n";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${eol}${part.head.replace(/\r\n/g, eol)}${eol}${eol}`, "utf8"), part.body, Buffer.from(eol));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}
