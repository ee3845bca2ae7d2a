/**
 * The site's own content (docs/architecture.md §9, "content is data"): everything the public site says and shows
 * besides projects, posts and gallery items, in seven sections the company edits in the admin area.
 * This module is what pages need: the sections' types, their fixed lists and the helpers that
 * read them. Their zod schemas (site-schemas.ts) check what is saved; pages never load them, so
 * no visitor's phone parses a validator. The defaults a new site starts with are the texts of docs/product.md
 * and figures (site-defaults.ts).
 *
 * Photos are stored names of the media pipeline (null: the drawn picture the site ships with).
 */
import type {
  AboutContent,
  AbroadContent,
  CompanyContent,
  HomeContent,
  OpeningHours,
  PrivacyContent,
  ServicesContent,
  TestimonialsContent,
} from "./site-schemas";

export type {
  AboutContent,
  AbroadContent,
  CompanyContent,
  HomeContent,
  OpeningHours,
  PrivacyContent,
  ServicesContent,
  TestimonialsContent,
} from "./site-schemas";

export const SITE_SECTIONS = ["company", "home", "services", "about", "testimonials", "privacy", "abroad"] as const;
export type SiteSectionName = (typeof SITE_SECTIONS)[number];

/** What the admin calls each section, and the public page that shows it most (in English). */
export const SECTION_INFO: Readonly<Record<SiteSectionName, { title: string; sitePath: string }>> = {
  company: { title: "Company details", sitePath: "/contact" },
  home: { title: "Home page", sitePath: "/" },
  services: { title: "Services & pricing", sitePath: "/services" },
  about: { title: "About & team", sitePath: "/about-us" },
  testimonials: { title: "Testimonials", sitePath: "/about-us" },
  privacy: { title: "Privacy notice", sitePath: "/privacy" },
  abroad: { title: "Building from the Gulf", sitePath: "/building-from-abroad" },
};

export function isSiteSection(name: string): name is SiteSectionName {
  return (SITE_SECTIONS as readonly string[]).includes(name);
}

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAP_EMBED_HOSTS = ["www.google.com", "maps.google.com", "www.openstreetmap.org"];

/** The hosts a map embed may come from; the pages' CSP lets them be framed. */
export const MAP_FRAME_ORIGINS = MAP_EMBED_HOSTS.map((host) => `https://${host}`);

/**
 * A map's embed link, and nothing else on those hosts: Google Maps' /maps/embed (or /maps with
 * output=embed on maps.google.com) and OpenStreetMap's /export/embed.html, over https, with no
 * user name, password or port. Any other page of theirs is not framed on the contact page.
 */
export function isMapEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  switch (url.hostname) {
    case "www.google.com":
      return url.pathname === "/maps/embed" || url.pathname.startsWith("/maps/embed/");
    case "maps.google.com":
      return url.pathname === "/maps" && url.searchParams.get("output") === "embed";
    case "www.openstreetmap.org":
      return url.pathname === "/export/embed.html";
    default:
      return false;
  }
}

export const SERVICE_ICONS = ["house", "paint-roller", "shovel", "brick-wall", "zap", "sofa", "hammer", "pencil-ruler"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** A kept save of a section, to restore (the newest is what the site shows). */
export interface SiteVersion {
  id: string;
  savedAt: string;
}

export interface SiteContent {
  company: CompanyContent;
  home: HomeContent;
  services: ServicesContent;
  about: AboutContent;
  testimonials: TestimonialsContent;
  privacy: PrivacyContent;
  abroad: AbroadContent;
}

const range = (count: number, path: (i: number) => string) => Array.from({ length: count }, (_, i) => path(i));

/** Where a section may hold a photo: the form fields an upload for it may be sent as. */
export const PHOTO_PATHS: Record<SiteSectionName, readonly string[]> = {
  company: ["logo"],
  home: ["hero.photo"],
  services: range(8, (i) => `services.${i}.photo`),
  about: ["photo", ...range(24, (i) => `team.${i}.photo`)],
  testimonials: range(24, (i) => `items.${i}.photo`),
  privacy: [],
  abroad: ["photo"],
};

/** The keys that hold a stored image in a section's content: photos, and the company's logo. */
const PHOTO_KEYS = new Set(["photo", "logo"]);

/** Every photo a section's content names, with the path it is at ("services.3.photo", "logo"). */
export function photosOf(content: unknown, path = ""): Array<{ path: string; name: string }> {
  if (Array.isArray(content)) return content.flatMap((item, i) => photosOf(item, path ? `${path}.${i}` : String(i)));
  if (!content || typeof content !== "object") return [];
  return Object.entries(content).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (PHOTO_KEYS.has(key)) return typeof value === "string" ? [{ path: at, name: value }] : [];
    return photosOf(value, at);
  });
}

/** A weekday as the site writes it in a line of hours ("Mon - Sat"). */
export const SHORT_DAYS: Record<Weekday, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};

/** "08:00" → "8:00 AM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * The office hours as the site writes them (docs/product.md §2: "Mon - Sat 8:00 AM - 6:00 PM", "Sunday:
 * Closed"): days in a row with the same hours are one line.
 */
export function hoursLines(hours: readonly OpeningHours[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < hours.length;) {
    const first = hours[i]!;
    let j = i;
    const same = (h: OpeningHours) => h.closed === first.closed && (first.closed || (h.opens === first.opens && h.closes === first.closes));
    while (j + 1 < hours.length && same(hours[j + 1]!)) j++;
    const last = hours[j]!;
    const days = i === j ? (first.closed ? first.day : SHORT_DAYS[first.day]) : `${SHORT_DAYS[first.day]} - ${SHORT_DAYS[last.day]}`;
    lines.push(first.closed ? `${days}: Closed` : `${days} ${formatTime(first.opens)} - ${formatTime(first.closes)}`);
    i = j + 1;
  }
  return lines;
}

/** The value at a dotted path ("services.2.title") of a section's content; undefined when there is none. */
export function valueAt(content: unknown, path: string): unknown {
  let target: unknown = content;
  for (const key of path.split(".")) {
    if (!target || typeof target !== "object") return undefined;
    target = (target as Record<string, unknown>)[key];
  }
  return target;
}

/**
 * A copy of `content` with `value` at a dotted path; the objects and lists on the way are copied,
 * the rest shared. The parent of the path must exist: a path that leads nowhere throws a RangeError.
 */
export function withValueAt<T>(content: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  if (!content || typeof content !== "object" || key === undefined) throw new RangeError(`Nothing at ${path}`);
  const copy = (Array.isArray(content) ? [...content] : { ...content }) as Record<string, unknown>;
  if (Array.isArray(content) && !(Number(key) >= 0 && Number(key) < content.length)) throw new RangeError(`Nothing at ${path}`);
  copy[key] = rest.length === 0 ? value : withValueAt(copy[key], rest.join("."), value);
  return copy as T;
}

/** A whole <iframe> pasted from a map's "Embed" dialog keeps just its link. */
export function embedLinkOf(text: string): string {
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
  return src ? src.replace(/&amp;/g, "&") : text;
}

/** Whole years since the company was founded, as a figure: "16+" in 2026 for a company founded in 2010. */
export function yearsOfExperience(foundedYear: number, now = new Date()): string {
  return `${Math.max(1, now.getFullYear() - foundedYear)}+`;
}

/**
 * A figure as the site shows it. Years of experience are counted from the year founded, never
 * typed: a figure whose label speaks of years ("Years of Experience") and whose value is a number
 * ("10+") shows the years since then, so it is right every year without an edit. The label may
 * be its Malayalam or Tamil translation (docs/product.md §11): "വർഷം", "ஆண்டு", "வருடம்" are years too.
 */
const YEARS = /\byears?\b|വർഷ|ஆண்டு|வருட/i;

export function figureValue(stat: { value: string; label: string }, foundedYear: number, now = new Date()): string {
  return YEARS.test(stat.label) && /^\d+\+?$/.test(stat.value.trim()) ? yearsOfExperience(foundedYear, now) : stat.value;
}

/** The longest warranty the price packages give, in years ("5-year warranty" → 5), or null. */
export function longestWarranty(tiers: ReadonlyArray<{ warranty: string }>): number | null {
  const years = tiers.flatMap((tier) => [...tier.warranty.matchAll(/(\d+)[\s-]*years?/gi)].map((match) => Number(match[1])));
  return years.length > 0 ? Math.max(...years) : null;
}

/**
 * The home page's four "About Us" figures: none that the hero's tiles show already (a figure is
 * never shown twice on one page), from what the company has entered: its rating, team, the year
 * founded, the longest warranty, the services under one roof, then its other claims.
 */
export function aboutFigures(
  company: CompanyContent,
  heroStats: ReadonlyArray<{ label: string }>,
  extra: { warrantyYears: number | null; services: number },
): Array<{ value: string; label: string }> {
  const { claims } = company;
  const shown = new Set(heroStats.map((stat) => stat.label.trim().toLowerCase()));
  const candidates = [
    ...(claims.rating ? [{ value: `${claims.rating}★`, label: ratingLabel(claims) }] : []),
    { value: claims.teamMembers, label: "Team Members" },
    { value: String(claims.foundedYear), label: "Year Founded" },
    ...(extra.warrantyYears ? [{ value: `${extra.warrantyYears} yrs`, label: "Longest Warranty" }] : []),
    { value: String(extra.services), label: "Services Under One Roof" },
    ...claimTiles(claims),
  ];
  const figures: Array<{ value: string; label: string }> = [];
  for (const figure of candidates) {
    const key = figure.label.trim().toLowerCase();
    if (shown.has(key)) continue;
    shown.add(key);
    figures.push(figure);
  }
  return figures.slice(0, 4);
}

/** "Rating from 126 reviews on Google", as far as the company has said. */
export function ratingLabel(claims: CompanyContent["claims"]): string {
  const count = claims.reviewCount ? ` from ${claims.reviewCount} reviews` : "";
  return `Rating${count}${claims.reviewSource ? ` on ${claims.reviewSource}` : ""}`;
}

/** The four figures the about page shows, from the company's claims (years counted from the year founded). */
export function claimTiles(claims: CompanyContent["claims"], now = new Date()): Array<{ value: string; label: string }> {
  return [
    { value: yearsOfExperience(claims.foundedYear, now), label: "Years of Experience" },
    { value: claims.projects, label: "Projects Completed" },
    { value: claims.teamMembers, label: "Team Members" },
    { value: claims.satisfaction, label: "Client Satisfaction" },
  ];
}

/** The services the footer lists: every one the services page shows, in its order, by its anchor there. */
export function footerServices(services: ServicesContent["services"]): Array<{ id: string; title: string }> {
  return services.map(({ id, title }) => ({ id, title }));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/**
 * Stored content with today's defaults for what it lacks, at any depth of its objects (a field a
 * later release added inside `claims` or `map`). Lists are taken as stored: an entry is the
 * company's, not a default's.
 */
export function withDefaults<T>(defaults: T, stored: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return (stored === undefined ? defaults : stored) as T;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    if (!Object.hasOwn(defaults, key)) continue;
    merged[key] = isPlainObject(defaults[key]) ? withDefaults(defaults[key], value) : value;
  }
  return merged as T;
}
