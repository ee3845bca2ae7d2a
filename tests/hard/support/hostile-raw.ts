/**
 * Requests no HTTP client would send, written byte by byte to a socket: broken request lines,
 * lying lengths, smuggling headers, huge headers, bad chunking, pipelining. `{{TOKEN}}` is
 * replaced by the admin's token when sent.
 */
import fc from "fast-check";
import { hostileText } from "./hostile-text";
import { ROUTES } from "./hostile-requests";

export interface RawRequest {
  label: string;
  text: string;
  /**
   * Leave the socket open after writing. Half-closing would race the answer: node aborts a
   * request whose client has ended its side (httpAllowHalfOpen is off). Only requests meant to
   * end early half-close.
   */
  keepOpen: boolean;
}

const apiPath = fc.oneof(
  fc.constantFrom(...ROUTES.map((r) => r.path.replace(":id", "0123456789abcdef01234567"))),
  fc.constantFrom(
    "/api/projects/%",
    "/api/%zz",
    "//api/projects",
    "/api/./projects",
    "/api/../api/projects",
    "/api/projects/..%2f..%2f..%2fetc%2fpasswd",
    "/api/projects?x=%",
    "/api/projects/\u00ff",
    "/api/projects#fragment",
    "/api/blogs/" + "a".repeat(5_000),
    "/api/projects/%00",
    "/api/projects;a=b",
    "/api/galleries/%E2%80%AE",
    "*",
    "http://evil.test/api/projects",
  ),
);

const method = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE") },
  { weight: 1, arbitrary: fc.constantFrom("PATCH", "OPTIONS", "TRACE", "PROPFIND", "CONNECT", "FOO", "get", "HEAD", "SEARCH") },
);

const auth = fc.constantFrom(
  "",
  "Authorization: Bearer {{TOKEN}}\r\n",
  "Authorization: Bearer \u00ff\u00fe\u0080\r\n",
  "Authorization: Bearer {{TOKEN}}\r\nAuthorization: Bearer other\r\n",
);

/** Text as the latin1 bytes of its UTF-8: what a socket would carry. */
function bytesOf(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

export const rawRequests: fc.Arbitrary<RawRequest> = fc.oneof(
  hostileText.map((text) => ({ label: "garbage request line", text: `${bytesOf(text)}\r\n\r\n`, keepOpen: true })),
  fc.tuple(method, apiPath, auth).map(([m, path, a]) => ({
    label: "odd method or path",
    text: `${m} ${path} HTTP/1.1\r\nHost: x\r\n${a}Connection: close\r\n\r\n`,
    keepOpen: true,
  })),
  fc.tuple(apiPath, auth, fc.constantFrom(17_000, 70_000, 200_000)).map(([path, a, size]) => ({
    label: "huge header",
    text: `GET ${path} HTTP/1.1\r\nHost: x\r\n${a}X-Pad: ${"a".repeat(size)}\r\nConnection: close\r\n\r\n`,
    keepOpen: true,
  })),
  fc.tuple(apiPath, fc.integer({ min: 101, max: 2_000 })).map(([path, count]) => ({
    label: "many headers",
    text: `GET ${path} HTTP/1.1\r\nHost: x\r\n${Array.from({ length: count }, (_, i) => `X-H${i}: ${i}\r\n`).join("")}Connection: close\r\n\r\n`,
    keepOpen: true,
  })),
  fc.tuple(apiPath, auth).chain(([path, a]) =>
    fc.constantFrom(
      {
        label: "conflicting lengths",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Length: 5\r\nContent-Length: 50\r\nConnection: close\r\n\r\nhello`,
        keepOpen: true,
      },
      {
        label: "length and chunked",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /api/session HTTP/1.1\r\nHost: x\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "bad chunk size",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "chunked json",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "obsolete transfer coding",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Transfer-Encoding: gzip, chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "negative length",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Length: -1\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "absurd length",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Length: 100000000000000000000\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "length not a number",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Length: abc\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "short body then close",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`,
        keepOpen: false,
      },
      {
        label: "multipart cut short",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 5000\r\n\r\n--zz\r\nContent-Disposition: form-data; name="gallery"; filename="a.jpg"\r\n\r\n\u00ff\u00d8\u00ff`,
        keepOpen: false,
      },
      {
        label: "header without colon",
        text: `GET ${path} HTTP/1.1\r\nHost: x\r\nNoColonHere\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "space before colon",
        text: `GET ${path} HTTP/1.1\r\nHost: x\r\nContent-Length : 0\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "folded header",
        text: `GET ${path} HTTP/1.1\r\nHost: x\r\nX-A: a\r\n folded\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      { label: "NUL in header", text: `GET ${path} HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\nConnection: close\r\n\r\n`, keepOpen: true },
      { label: "bare LF", text: `GET ${path} HTTP/1.1\nHost: x\n${a.replace(/\r\n/g, "\n")}Connection: close\n\n`, keepOpen: true },
      { label: "no Host", text: `GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`, keepOpen: true },
      { label: "two Hosts", text: `GET ${path} HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n`, keepOpen: true },
      { label: "HTTP/1.0", text: `GET ${path} HTTP/1.0\r\n\r\n`, keepOpen: true },
      { label: "HTTP/0.9", text: `GET ${path}\r\n`, keepOpen: true },
      { label: "HTTP/3.0", text: `GET ${path} HTTP/3.0\r\nHost: x\r\n\r\n`, keepOpen: true },
      { label: "HTTP/2 preface", text: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", keepOpen: true },
      {
        label: "pipelined",
        text: `GET ${path} HTTP/1.1\r\nHost: x\r\n${a}\r\nPOST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        keepOpen: true,
      },
      {
        label: "expect continue",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Expect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
        keepOpen: true,
      },
      {
        label: "unknown expectation",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Expect: teapot\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
      {
        label: "gzip body that is not",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 4\r\nConnection: close\r\n\r\nnope`,
        keepOpen: true,
      },
      {
        label: "method override",
        text: `POST ${path} HTTP/1.1\r\nHost: x\r\n${a}X-HTTP-Method-Override: DELETE\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        keepOpen: true,
      },
    ),
  ),
);
