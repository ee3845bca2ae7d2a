/** The user-facing texts of docs/product.md §5 and §8, shared by the server and the browser. */

export const MESSAGES = {
  titleRequired: "Title is required",
  contentRequired: "Content is required",
  authorRequired: "Author is required",
  coverRequired: "Please upload a cover image.",
  imagesRequired: "Please select at least one image.",
  duplicatesSkipped: "Some duplicate images were skipped.",
  /** Issue #16: a photo chosen again that the item being edited already has. */
  alreadyStored: "This item already has that photo, so it was skipped.",
  invalidLogin: "Invalid email or password. Please try again.",
} as const;

export const LIMITS = {
  titleMax: 200,
  shortTextMax: 200,
  /** A photo's alt text (issue #17). */
  altMax: 250,
  descriptionMax: 5_000,
  contentMax: 50_000,
  tagMax: 50,
  tagsMax: 30,
  /** Bytes per uploaded file. */
  fileBytes: 20 * 1024 * 1024,
  filesPerRequest: 30,
  /** Images at most this many pixels are decoded; larger ones are refused (decompression bombs). */
  inputPixels: 120_000_000,
  /** Stored originals are scaled down to at most this width or height. */
  originalMaxSide: 2560,
} as const;
