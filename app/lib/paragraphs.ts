/** Long text typed into a plain textarea becomes paragraphs at its blank lines (docs/product.md §2 Blog detail). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
