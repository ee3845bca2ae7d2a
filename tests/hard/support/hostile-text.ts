/** Generated hostile text: odd Unicode, control characters, huge strings, injection attempts. */
import fc from "fast-check";
import { isLeakFree } from "./leaks";

/** Characters and snippets that break naive code: bidi marks, NUL, lone surrogates, emoji sequences, markup. */
export const SPECIALS = [
  "\u202e",
  "\u202d",
  "\u200f",
  "\u200e",
  "\u2066",
  "\u2069",
  "\u0000",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "😀",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\u0085",
  "\r",
  "\n",
  "\r\n",
  "\t",
  "\u000b",
  "\u001b[31m",
  "\u00ad",
  "e\u0301",
  "ﷺ",
  "𒐫",
  "İ",
  "ß",
  "ｱ",
  "<",
  ">",
  "&",
  '"',
  "'",
  "`",
  "\\",
  "%",
  "%00",
  "%2e%2e%2f",
  "../",
  "..\\",
  "{{7*7}}",
  "${7*7}",
  "'; DROP TABLE projects; --",
  '" OR "1"="1',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "[object Object]",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "true",
  "[]",
  "{}",
  " ",
  "",
] as const;

const surrogateOrControl = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
);

/** Text of up to 100,000 characters (400 KB of UTF-8 when it is emoji). */
const hugeText = fc
  .record({
    length: fc.constantFrom(200, 201, 5_000, 5_001, 50_000, 50_001, 100_000),
    unit: fc.constantFrom("x", "é", "😀", "\u202e", "\u0000", " ", "ab\r\n"),
  })
  .map(({ length, unit }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

export const hostileText: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPECIALS) },
    {
      weight: 4,
      arbitrary: fc.array(fc.constantFrom(...SPECIALS, "a", "Villa", " ", "x"), { maxLength: 20 }).map((list) => list.join("")),
    },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: surrogateOrControl, maxLength: 12 }) },
    { weight: 1, arbitrary: hugeText },
  )
  .filter(isLeakFree);

/** Bytes that are not valid UTF-8: CESU-8 surrogates, overlong forms, stray continuation bytes. */
export const invalidUtf8: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from([0xc0, 0xaf]),
    Buffer.from([0xe0, 0x80, 0xaf]),
    Buffer.from([0x80, 0x80]),
    Buffer.from([0xff, 0xfe, 0x00, 0x00]),
    Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** A field's value as bytes: mostly text as UTF-8, sometimes bytes no text encodes. */
export const hostileValue: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map((text) => Buffer.from(text, "utf8")) },
  { weight: 1, arbitrary: invalidUtf8 },
);

/** Names a client might give a file to reach outside the upload folder or confuse a parser. */
export const TRAVERSAL_NAMES = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/etc/shadow.jpg",
  "../site.db",
  "..%2f..%2fsite.db",
  "%2e%2e%2f%2e%2e%2fsite.db.jpg",
  "....//....//x.jpg",
  "photo.jpg\u0000.html",
  "photo.jpg;.php",
  "photo.php.jpg",
  ".htaccess",
  "CON.jpg",
  "aux",
  "\u202egpj.exe",
  "😀.jpg",
  "a".repeat(1_000) + ".jpg",
  "",
  " ",
  "photo.JPG",
  "photo.svg",
  "photo.html",
] as const;

export const hostileFileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRAVERSAL_NAMES) },
  { weight: 1, arbitrary: fc.constant("photo.jpg") },
  { weight: 2, arbitrary: hostileText.filter((text) => text.length < 2_000) },
);

/** Ids and id-like path segments: unknown, malformed, encoded traversal, huge. */
export const hostileIdSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0123456789abcdef01234567",
    "0123456789ABCDEF01234567",
    "0123456789abcdef0123456",
    "0123456789abcdef012345678",
    "..%2f..%2fsite.db",
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "%00",
    "%",
    "%zz",
    "%ff%fe",
    "%E2%80%AE",
    "undefined",
    "null",
    "__proto__",
    "constructor",
    "-1",
    "1e309",
    "0x10",
    "[object%20Object]",
    "a".repeat(201),
    "a".repeat(5_000),
  ),
  hostileText.filter((text) => text.length < 300).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "?"))),
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 24, maxLength: 24 }),
);
