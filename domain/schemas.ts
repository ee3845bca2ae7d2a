/**
 * Input schemas of docs/product.md §5, used by the API handlers and by the admin forms alike.
 * Multipart fields arrive as strings; a field that may repeat arrives as a list.
 */
import { z } from "./zod";
import {
  BLOG_CATEGORIES,
  DEFAULT_BLOG_CATEGORY,
  DEFAULT_GALLERY_CATEGORY,
  DEFAULT_PROJECT_CATEGORY,
  PROJECT_CATEGORIES,
} from "./categories";
import { jsonDepth } from "./json";
import { CONSTRUCTION_STATUSES, FACT_LIMITS } from "./project-facts";
import { LIMITS, MESSAGES } from "./messages";
import { slugFrom } from "./slugs";
import { parsePublishTime, PUBLISH_STATUSES } from "./publishing";

function single(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? undefined : `${label} must be sent once, as text`),
  });
}

/** Optional text: trimmed, empty when missing. */
function optionalText(label: string, max: number) {
  return single(label)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .optional()
    .transform((value) => value ?? "");
}

/** Text that must be non-blank after trimming. */
function requiredText(label: string, max: number, requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be sent once, as text`) })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);
}

function oneOf<T extends readonly [string, ...string[]]>(label: string, values: T) {
  return single(label)
    .trim()
    .pipe(z.enum(values, { error: () => `${label} must be one of: ${values.join(", ")}` }));
}

/** A field that may be sent several times (tags, kept image names): always a list. */
function repeated(label: string, itemMax: number, maxItems: number) {
  return z
    .union([z.string(), z.array(z.string())], { error: () => `${label} must be text` })
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.string().max(itemMax, `Each of ${label.toLowerCase()} must be at most ${itemMax} characters`))
        .max(maxItems, `At most ${maxItems} ${label.toLowerCase()} are allowed`),
    );
}

const projectCategoryOnCreate = oneOf("Category", PROJECT_CATEGORIES)
  .optional()
  .transform((value) => value ?? DEFAULT_PROJECT_CATEGORY);

/** Edit allows the empty category (docs/product.md §3); a missing field keeps the default too. */
const projectCategoryOnEdit = z
  .union([z.literal(""), oneOf("Category", PROJECT_CATEGORIES)], {
    error: () => `Category must be one of: ${PROJECT_CATEGORIES.join(", ")}`,
  })
  .optional()
  .transform((value) => value ?? DEFAULT_PROJECT_CATEGORY);

/**
 * An optional number of a project's facts, sent as text: "" clears it (null); a field not sent at
 * all is undefined, which keeps the saved value on an edit and means "not given" on a create.
 */
function factNumber(label: string, min: number, max: number, options: { decimals?: boolean } = {}) {
  const pattern = options.decimals ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  // Years read as years (2031); sizes with their thousands marked (1,000,000).
  const upTo = max >= 10_000 ? max.toLocaleString("en-US") : String(max);
  const rule = options.decimals
    ? `${label} must be a number from ${min} to ${upTo}, with at most two decimals`
    : `${label} must be a whole number from ${min} to ${upTo}`;
  return single(label)
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === "") return null;
      const parsed = pattern.test(value) ? Number(value) : NaN;
      if (!(parsed >= min && parsed <= max)) {
        ctx.addIssue({ code: "custom", message: rule });
        return z.NEVER;
      }
      return parsed;
    });
}

/** Optional text of a project's facts: "" clears it, a field not sent keeps it (undefined). */
function factText(label: string, max: number) {
  return single(label).trim().max(max, `${label} must be at most ${max} characters`).optional();
}

/** An image of the project's own photos, by name; "" clears it. Checked against the photos on save. */
function factImage(label: string) {
  return single(label)
    .trim()
    .max(100, `${label} must be an image name`)
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "" ? null : value));
}

/**
 * A photo of its own (a cover) uploaded ahead of the save, by the reference its upload answered
 * (`upload:{id}`, docs/api.md "Uploads"); a file sent in the same field takes its place.
 */
function uploadReference(label: string) {
  return single(label)
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^upload:[A-Za-z0-9_-]{22}$/, `${label} must be a file, or the reference an upload answered`)
        .optional(),
    );
}

/** The facts of issue #16, every one optional (domain/project-facts.ts). */
const projectFacts = {
  constructionStatus: z
    .union([z.literal(""), oneOf("Status", CONSTRUCTION_STATUSES)], {
      error: () => `Status must be one of: ${CONSTRUCTION_STATUSES.join(", ")}`,
    })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "" ? null : value)),
  year: factNumber("Year", FACT_LIMITS.yearMin, new Date().getFullYear() + FACT_LIMITS.yearAhead),
  locality: factText("Locality", FACT_LIMITS.localityMax),
  plotCents: factNumber("Plot size", 1, FACT_LIMITS.plotCentsMax, { decimals: true }),
  builtUpSqft: factNumber("Built-up area", 1, FACT_LIMITS.builtUpSqftMax),
  floors: factNumber("Floors", 1, FACT_LIMITS.floorsMax),
  bedrooms: factNumber("Bedrooms", 0, FACT_LIMITS.bedroomsMax),
  durationMonths: factNumber("Duration", 1, FACT_LIMITS.durationMonthsMax),
  priceTier: factText("Package", FACT_LIMITS.priceTierMax),
  beforeImage: factImage("Before photo"),
  afterImage: factImage("After photo"),
};

/**
 * The last part of an item's URL (domain/slugs.ts), as typed: "Villa at Kowdiar" is read as
 * `villa-at-kowdiar`. Not sent keeps the saved one; "" makes one from the title.
 */
const slugField = single("URL")
  .trim()
  .max(200, "The URL must be at most 200 characters")
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return value;
    const slug = slugFrom(value);
    if (!slug) {
      ctx.addIssue({ code: "custom", message: "The URL must have letters or digits (a to z, 0 to 9)" });
      return z.NEVER;
    }
    return slug;
  });

/** What each photo shows (issue #17): a JSON object of a photo's name, or `new:{n}`, to its alt text. */
const imageAlts = optionalText("Alt texts", 100_000).transform((value, ctx) => {
  if (value === "") return undefined;
  try {
    if (jsonDepth(value) > 1) throw new SyntaxError("nested too deeply");
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.every(([key, text]) => typeof text === "string" && key.length <= 100)) {
        const tooLong = entries.find(([, text]) => (text as string).length > LIMITS.altMax);
        if (tooLong) {
          ctx.addIssue({ code: "custom", message: `Each description must be at most ${LIMITS.altMax} characters` });
          return z.NEVER;
        }
        return Object.fromEntries(entries) as Record<string, string>;
      }
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "imageAlts must be a JSON object of photo names and texts" });
  return z.NEVER;
});

/** Draft, published or scheduled (domain/publishing.ts); not sent: published on a create, kept on an edit. */
const publication = {
  status: oneOf("Publishing", PUBLISH_STATUSES).optional(),
  publishAt: single("Publish time")
    .trim()
    .max(40, "The publish time must be a date and time")
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === "") return null;
      const at = parsePublishTime(value);
      if (!at) {
        ctx.addIssue({ code: "custom", message: "The publish time must be a date and time" });
        return z.NEVER;
      }
      return at;
    }),
};

const projectBase = {
  title: requiredText("Title", LIMITS.titleMax, MESSAGES.titleRequired),
  slug: slugField,
  description: optionalText("Description", LIMITS.descriptionMax),
  location: optionalText("Location", LIMITS.shortTextMax),
};

/**
 * Where a write names photos uploaded ahead (`upload:{id}`) besides the facts' photos and the alt
 * texts: the gallery's order, the cover chosen among its photos, and a cover of its own.
 */
const projectPhotos = {
  keepGalleryImages: repeated("Kept gallery images", 100, 1000),
  /** One of the project's gallery photos (by name, `new:{n}` or `upload:{id}`) made its cover (issue #17). */
  coverFromGallery: factImage("Cover"),
  coverImage: uploadReference("Cover image"),
};

export const projectCreateSchema = z.object({
  ...projectBase,
  ...projectFacts,
  ...publication,
  ...projectPhotos,
  category: projectCategoryOnCreate,
  imageAlts,
});
export const projectUpdateSchema = z.object({
  ...projectBase,
  ...projectFacts,
  ...publication,
  category: z.preprocess((value) => (typeof value === "string" ? value.trim() : value), projectCategoryOnEdit),
  ...projectPhotos,
  imageAlts,
  removeCoverImage: optionalText("removeCoverImage", 10).transform((value) => value === "true"),
});

const tags = repeated("Tags", LIMITS.tagMax, LIMITS.tagsMax).transform((list) =>
  list.map((tag) => tag.trim()).filter((tag) => tag.length > 0),
);

const blogBase = {
  title: requiredText("Title", LIMITS.titleMax, MESSAGES.titleRequired),
  slug: slugField,
  content: requiredText("Content", LIMITS.contentMax, MESSAGES.contentRequired),
  author: requiredText("Author", LIMITS.shortTextMax, MESSAGES.authorRequired),
  category: z
    .preprocess((value) => (value === "" ? undefined : value), oneOf("Category", BLOG_CATEGORIES).optional())
    .transform((value) => value ?? DEFAULT_BLOG_CATEGORY),
  tags,
};

/** A post's photos in order, where uploads made ahead may be named (`upload:{id}`). */
const blogPhotos = { keepImages: repeated("Kept images", 100, 1000) };

export const blogCreateSchema = z.object({ ...blogBase, ...publication, ...blogPhotos, imageAlts });
export const blogUpdateSchema = z.object({ ...blogBase, ...publication, ...blogPhotos, imageAlts });

const galleryBase = {
  title: optionalText("Title", LIMITS.titleMax),
  description: optionalText("Description", LIMITS.descriptionMax),
  category: optionalText("Category", 50).transform((value) => value || DEFAULT_GALLERY_CATEGORY),
};

/** The gallery item's photos in order: a JSON list of names (and of uploads made ahead, `upload:{id}`). */
const existing = optionalText("existing", 100_000).transform((value, ctx) => {
  if (value === "") return [] as string[];
  try {
    // A list of names nests one level; anything deeper is not worth parsing.
    if (jsonDepth(value) > 1) throw new SyntaxError("nested too deeply");
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((name) => typeof name === "string")) return parsed as string[];
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "existing must be a JSON list of image names" });
  return z.NEVER;
});

export const galleryCreateSchema = z.object({ ...galleryBase, ...publication, imageAlts, existing });
export const galleryUpdateSchema = z.object({ ...galleryBase, ...publication, imageAlts, existing });

export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .email("Enter a valid email address"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});

export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;
export type GalleryCreateInput = z.infer<typeof galleryCreateSchema>;
export type GalleryUpdateInput = z.infer<typeof galleryUpdateSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

/** Turns zod issues into `{ field: message }`, the first message per field (docs/architecture.md §4). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
