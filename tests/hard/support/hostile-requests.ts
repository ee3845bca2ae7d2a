/**
 * Generated bad requests for every API route (docs/product.md §7 and docs/architecture.md §4): wrong types, missing and
 * repeated fields, hostile text, prototype keys, broken JSON, well-formed and broken multipart
 * bodies carrying hostile files. Tokens and real ids are filled in when a request is sent.
 */
import fc from "fast-check";
import type { HostileFiles } from "./hostile-files";
import { hostileFileName, hostileIdSegment, hostileText, hostileValue } from "./hostile-text";
import { fieldPart, filePart, multipartBody, type Part } from "./http";

export type Kind = "projects" | "blogs" | "galleries";

export interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  kind?: Kind;
  form?: { fields: string[]; files: string[]; valid: (image: Buffer) => Part[] };
}

const projectFields = ["title", "description", "category", "location"];
const blogFields = ["title", "content", "author", "category", "tags"];
const galleryFields = ["title", "description", "category"];

export const ROUTES: Route[] = [
  { method: "GET", path: "/api/projects" },
  { method: "GET", path: "/api/projects/:id", kind: "projects" },
  {
    method: "POST",
    path: "/api/create-project",
    form: {
      fields: projectFields,
      files: ["coverImage", "gallery"],
      valid: (image) => [fieldPart("title", "Fuzzed project"), filePart("coverImage", "c.jpg", image)],
    },
  },
  {
    method: "PUT",
    path: "/api/projects/:id",
    kind: "projects",
    form: {
      fields: [...projectFields, "removeCoverImage", "keepGalleryImages"],
      files: ["coverImage", "gallery"],
      valid: () => [fieldPart("title", "Fuzzed edit")],
    },
  },
  { method: "DELETE", path: "/api/projects/:id", kind: "projects" },
  { method: "GET", path: "/api/blogs" },
  { method: "GET", path: "/api/blogs/:id", kind: "blogs" },
  {
    method: "POST",
    path: "/api/add-blog",
    form: {
      fields: blogFields,
      files: ["images"],
      valid: () => [fieldPart("title", "Fuzzed post"), fieldPart("content", "Body"), fieldPart("author", "Fuzz")],
    },
  },
  {
    method: "PUT",
    path: "/api/blogs/:id",
    kind: "blogs",
    form: {
      fields: [...blogFields, "keepImages"],
      files: ["images"],
      valid: () => [fieldPart("title", "Fuzzed post"), fieldPart("content", "Body"), fieldPart("author", "Fuzz")],
    },
  },
  { method: "DELETE", path: "/api/blogs/:id", kind: "blogs" },
  { method: "GET", path: "/api/galleries" },
  { method: "GET", path: "/api/galleries/:id", kind: "galleries" },
  {
    method: "POST",
    path: "/api/gallery-upload",
    form: { fields: galleryFields, files: ["gallery"], valid: (image) => [filePart("gallery", "g.jpg", image)] },
  },
  {
    method: "PUT",
    path: "/api/galleries/:id",
    kind: "galleries",
    form: { fields: [...galleryFields, "existing"], files: ["gallery"], valid: () => [fieldPart("existing", "[]")] },
  },
  { method: "DELETE", path: "/api/galleries/:id", kind: "galleries" },
  { method: "POST", path: "/api/login" },
  { method: "POST", path: "/api/logout" },
  { method: "GET", path: "/api/session" },
];

/** How a request is authenticated: the admin's real token, none, a malformed one, or a well-formed unknown one. */
export type Auth = "admin" | "none" | "malformed" | "unknown";

export interface HostileRequest {
  route: Route;
  label: string;
  /** A real record's id (its position in the pool) or a hostile path segment. */
  id: { existing: number } | { segment: string };
  auth: Auth;
  malformedToken: string;
  headers: Record<string, string>;
  body?: Buffer;
  query: string;
}

const authArb: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 14, arbitrary: fc.constant("admin" as const) },
  { weight: 2, arbitrary: fc.constant("none" as const) },
  { weight: 2, arbitrary: fc.constant("malformed" as const) },
  { weight: 2, arbitrary: fc.constant("unknown" as const) },
);

const malformedTokenArb = fc.constantFrom(
  "Bearer",
  "Bearer ",
  "bearer abc",
  "Basic YWRtaW46YWRtaW4=",
  "Bearer a b",
  "Bearer " + "A".repeat(10_000),
  "Bearer ../../etc/passwd",
  "Bearer \u00ff\u00fe",
  "Token abc",
  "Bearer null",
);

function jsonText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
}

const jsonLeaf = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
const jsonKey = fc.oneof(fc.constantFrom("email", "password", "__proto__", "constructor", "prototype", "title", "token"), hostileText);

/** JSON bodies: wrong types, repeated and prototype keys (written as text, so they stay keys), broken and huge texts. */
const jsonBody: fc.Arbitrary<{ label: string; type: string; body: Buffer }> = fc.oneof(
  fc
    .array(fc.tuple(jsonKey, fc.oneof(jsonLeaf, fc.jsonValue({ maxDepth: 3 }))), { maxLength: 6 })
    .map((entries) => ({ label: "json object", type: "application/json", body: Buffer.from(jsonText(entries)) })),
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ label: "json value", type: "application/json", body: Buffer.from(JSON.stringify(value) ?? "null") })),
  fc.tuple(fc.string({ maxLength: 200 }), fc.nat(200)).map(([text, cut]) => ({
    label: "broken json",
    type: "application/json",
    body: Buffer.from(`{"email":"a@b.c","password":${JSON.stringify(text)}}`.slice(0, cut)),
  })),
  fc
    .constantFrom(
      { label: "prototype pollution", body: '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}' },
      { label: "constructor pollution", body: '{"constructor":{"prototype":{"admin":true}},"email":"a@b.c","password":"x"}' },
      { label: "deep nesting", body: "[".repeat(100_000) + "]".repeat(100_000) },
      { label: "deep object", body: '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000) },
      { label: "json with BOM", body: '\ufeff{"email":"a@b.c","password":"x"}' },
      { label: "single quotes", body: "{'email':'a@b.c'}" },
      { label: "trailing comma", body: '{"email":"a@b.c",}' },
      { label: "NaN", body: '{"email":NaN}' },
      { label: "huge json", body: `{"email":"${"x".repeat(1_100_000)}"}` },
      { label: "empty json", body: "" },
    )
    .map((c) => ({ label: c.label, type: "application/json", body: Buffer.from(c.body) })),
  fc
    .tuple(
      fc.constantFrom(
        "application/json; charset=utf-16le",
        "APPLICATION/JSON",
        "application/vnd.api+json",
        "text/json",
        "application/json; charset=latin1",
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([type, value]) => ({ label: "odd json type", type, body: Buffer.from(JSON.stringify(value) ?? "null") })),
);

const otherBody = fc.oneof(
  fc.constantFrom(
    { label: "urlencoded", type: "application/x-www-form-urlencoded", body: Buffer.from("email=a%40b.c&password=x&__proto__[admin]=1") },
    {
      label: "xml with entities",
      type: "application/xml",
      body: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    },
    { label: "text", type: "text/plain", body: Buffer.from("title=hello") },
    { label: "no type", type: "", body: Buffer.from("hello") },
  ),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ label: "octet stream", type: "application/octet-stream", body: Buffer.from(bytes) })),
);

function fileContent(files: HostileFiles): fc.Arbitrary<Buffer> {
  const magic = fc.constantFrom(
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("GIF89a"),
    Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "),
    Buffer.from("\u0000\u0000\u0000\u0018ftypavif"),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(files.validJpeg) },
    { weight: 2, arbitrary: fc.constant(files.validPng) },
    { weight: 6, arbitrary: fc.nat(files.photo.length - 1).map((cut) => files.photo.subarray(0, cut)) },
    { weight: 3, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 3, arbitrary: fc.constant(files.pngBomb) },
    { weight: 3, arbitrary: fc.constant(files.gif1000) },
    { weight: 3, arbitrary: fc.constantFrom(files.html, files.zip, files.svg, files.pdf, files.htmlJpegPolyglot) },
    { weight: 3, arbitrary: fc.constant(files.jpegHtmlPolyglot) },
    { weight: 4, arbitrary: fc.tuple(magic, fc.uint8Array({ maxLength: 2_000 })).map(([head, rest]) => Buffer.concat([head, rest])) },
    { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)) },
    {
      weight: 3,
      arbitrary: fc.array(fc.tuple(fc.nat(files.validJpeg.length - 1), fc.nat(255)), { minLength: 1, maxLength: 20 }).map((flips) => {
        const copy = Buffer.from(files.validJpeg);
        for (const [at, value] of flips) copy[at] = value;
        return copy;
      }),
    },
    { weight: 1, arbitrary: fc.constant(files.oversized) },
  );
}

const odd = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "hasOwnProperty",
  "toString",
  "title[]",
  "tags[]",
  "gallery[]",
  "",
  "a".repeat(101),
  'title"; filename="x.jpg',
  "title\r\nX-Injected: 1",
  "TITLE",
  "ti\u0000tle",
);

function partsArb(route: Route, files: HostileFiles): fc.Arbitrary<Part[]> {
  const form = route.form ?? { fields: ["title"], files: ["gallery"], valid: () => [] };
  const textName = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...form.fields) },
    { weight: 1, arbitrary: fc.constantFrom(...form.files) },
    { weight: 2, arbitrary: odd },
  );
  const fileName = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...form.files) },
    { weight: 1, arbitrary: fc.constantFrom(...form.fields) },
    { weight: 1, arbitrary: odd },
  );
  const type = fc.constantFrom(
    "image/jpeg",
    "image/png",
    "text/html",
    "image/svg+xml",
    "application/zip",
    "application/octet-stream",
    "",
    "image/jpeg; charset=utf-8",
  );
  const text = fc.tuple(textName, hostileValue).map(([name, value]) => fieldPart(name, value));
  const file = fc
    .tuple(fileName, hostileFileName, fileContent(files), type)
    .map(([name, filename, data, t]) => filePart(name, filename, data, t));
  return fc
    .tuple(fc.boolean(), fc.array(fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: file }), { maxLength: 8 }))
    .map(([withValid, parts]) => [...(withValid ? form.valid(files.validJpeg) : []), ...parts]);
}

const BROKEN = [
  "wrong-boundary",
  "no-boundary",
  "long-boundary",
  "truncated",
  "no-close",
  "lf-only",
  "no-disposition",
  "no-name",
  "huge-header",
  "many-parts",
  "many-files",
  "preamble",
  "nested",
  "boundary-in-value",
  "empty",
] as const;

/** A form, well-formed or broken in one of the ways of BROKEN. */
function formBody(route: Route, files: HostileFiles): fc.Arbitrary<{ label: string; type: string; body: Buffer }> {
  return fc
    .tuple(
      partsArb(route, files),
      fc.oneof({ weight: 3, arbitrary: fc.constant("well-formed" as const) }, { weight: 2, arbitrary: fc.constantFrom(...BROKEN) }),
      fc.nat(),
      fc.integer({ min: 71, max: 400 }),
    )
    .map(([parts, how, n, longLength]) => {
      const boundary = how === "long-boundary" ? "b".repeat(longLength) : `----fuzz${n.toString(36)}`;
      const type =
        how === "no-boundary"
          ? "multipart/form-data"
          : how === "wrong-boundary"
            ? `multipart/form-data; boundary=other${n}`
            : `multipart/form-data; boundary=${boundary}`;
      let list = parts;
      if (how === "no-disposition") list = [{ head: "Content-Type: text/plain", body: Buffer.from("orphan") }, ...parts];
      if (how === "no-name") list = [{ head: "Content-Disposition: form-data", body: Buffer.from("nameless") }, ...parts];
      if (how === "huge-header")
        list = [
          { head: `Content-Disposition: form-data; name="title"\r\nX-Pad: ${"a".repeat(20_000 + (n % 300_000))}`, body: Buffer.from("x") },
          ...parts,
        ];
      if (how === "many-parts") list = [...parts, ...Array.from({ length: 1_000 + (n % 4_000) }, (_, i) => fieldPart(`f${i}`, "x"))];
      if (how === "many-files")
        list = [...parts, ...Array.from({ length: 31 + (n % 170) }, (_, i) => filePart("gallery", `${i}.jpg`, files.validJpeg))];
      if (how === "nested")
        list = [
          {
            head: 'Content-Disposition: form-data; name="gallery"\r\nContent-Type: multipart/mixed; boundary=inner',
            body: multipartBody("inner", [filePart("x", "x.jpg", files.validJpeg)]),
          },
          ...parts,
        ];
      if (how === "boundary-in-value")
        list = [fieldPart("title", `before\r\n--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nafter`), ...parts];
      let body = multipartBody(boundary, list, { close: how !== "no-close", eol: how === "lf-only" ? "\n" : "\r\n" });
      if (how === "truncated") body = body.subarray(0, n % (body.length + 1));
      if (how === "preamble") body = Buffer.concat([Buffer.from(`garbage ${n}\r\n\r\n`), body]);
      if (how === "empty") body = Buffer.alloc(0);
      return { label: `form ${how}`, type, body };
    });
}

/** Bodies the server refuses before any handler runs: no parser for the type, or JSON that does not parse. */
function refusedUnread(type: string, body: Buffer): boolean {
  if (["application/xml", "application/octet-stream", "application/x-www-form-urlencoded"].includes(type)) return true;
  if (type !== "application/json") return false;
  try {
    JSON.parse(body.toString("utf8"));
    return false;
  } catch {
    return body.length > 0;
  }
}

export function hostileRequests(files: HostileFiles, poolSize: number): fc.Arbitrary<HostileRequest> {
  const id = fc.oneof(
    { weight: 1, arbitrary: fc.nat(poolSize - 1).map((existing) => ({ existing })) },
    { weight: 2, arbitrary: hostileIdSegment.map((segment) => ({ segment })) },
  );
  return fc.constantFrom(...ROUTES).chain((route) => {
    const bodies = route.form
      ? fc.oneof({ weight: 8, arbitrary: formBody(route, files) }, { weight: 1, arbitrary: jsonBody }, { weight: 1, arbitrary: otherBody })
      : route.path === "/api/login"
        ? fc.oneof(
            { weight: 6, arbitrary: jsonBody },
            { weight: 1, arbitrary: otherBody },
            { weight: 1, arbitrary: formBody(route, files) },
          )
        : fc.oneof(fc.constant(undefined), jsonBody, otherBody);
    return fc
      .record({
        auth: authArb,
        malformedToken: malformedTokenArb,
        id,
        body: bodies,
        query: fc.oneof(
          fc.constant(""),
          hostileText
            .filter((t) => t.length < 500)
            .map((t) => `?q=${encodeURIComponent(t.replace(/[\ud800-\udfff]/g, "?"))}&__proto__[x]=1`),
        ),
      })
      .map((r) => {
        let auth = r.auth;
        // A valid token must not delete the shared records or sign itself out: those would be
        // valid requests. Logout keeps it only with a body its parser refuses before the handler.
        if (route.method === "DELETE" && "existing" in r.id && auth === "admin") auth = "unknown";
        if (route.path === "/api/logout" && auth === "admin" && !(r.body && refusedUnread(r.body.type, r.body.body))) auth = "unknown";
        const headers: Record<string, string> = {};
        if (r.body?.type) headers["content-type"] = r.body.type;
        return {
          route,
          label: `${route.method} ${route.path} ${r.body?.label ?? "no body"} (${auth})`,
          id: r.id,
          auth,
          malformedToken: r.malformedToken,
          headers,
          body: r.body?.body,
          query: r.query,
        };
      });
  });
}
