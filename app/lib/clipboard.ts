/** Copies text with the Clipboard API; false where the browser refuses (then the page offers the text to select). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
