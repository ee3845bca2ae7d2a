/**
 * Image URLs of SPEC §3 ({api_host}/uploads/{filename}; the API and the site share one host)
 * and the `srcset` built from the stored name alone (DESIGN §5): every stored image has WebP
 * variants `{name}-w{width}.webp` at VARIANT_WIDTHS.
 */
import { VARIANT_WIDTHS } from "../../domain/messages";

export function uploadUrl(name: string): string {
  return `/uploads/${encodeURIComponent(name)}`;
}

export function variantUrl(name: string, width: number): string {
  return uploadUrl(`${name.replace(/\.[a-z0-9]+$/i, "")}-w${width}.webp`);
}

export function srcSet(name: string): string {
  return VARIANT_WIDTHS.map((w) => `${variantUrl(name, w)} ${w}w`).join(", ");
}

/** The variant to use where one URL is needed (Open Graph, a small thumbnail). */
export function bestVariant(name: string, atLeast: number): string {
  const width = VARIANT_WIDTHS.find((w) => w >= atLeast) ?? 1600;
  return variantUrl(name, width);
}
