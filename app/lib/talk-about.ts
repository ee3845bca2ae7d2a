/**
 * What a "Talk to us" request is about. The visitor's last estimate, in a line, for this tab only (sessionStorage): a "Talk to us" request
 * sent later from another page says what it is about. Nothing leaves the browser but with a request.
 */
const KEY = "last-estimate";

/** The "Talk to us" sheet's id (components/sections/talk.island.tsx): a button with `popoverTarget={TALK_SHEET_ID}` opens it. */
export const TALK_SHEET_ID = "talk-sheet";

/** The sheet form's first field a visitor fills (its name): not a hidden input, nor the robots' field. */
export const TALK_FIRST_FIELD = "input:not([type=hidden]):not([tabindex='-1'])";

export function rememberEstimate(line: string): void {
  try {
    sessionStorage.setItem(KEY, line);
  } catch {
    // Storage refused (a private window, a full quota): the request simply goes without it.
  }
}

export function lastEstimate(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
