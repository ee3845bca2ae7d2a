/**
 * Where an administrator was when the session ended (an API answer 401), so that signing in
 * again returns them there instead of the dashboard. Kept in sessionStorage: per tab, gone
 * when the tab closes.
 */
const RETURN_KEY = "admin-return-path";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only same-site paths are remembered, never a full URL (no open redirect through storage). */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/login");
}

export function rememberReturnPath(path: string): void {
  if (!isLocalPath(path)) return;
  try {
    storage()?.setItem(RETURN_KEY, path);
  } catch {
    // storage full or refused: the administrator lands on the dashboard instead
  }
}

/** The remembered path, removed as it is read. */
export function takeReturnPath(): string | null {
  const store = storage();
  const path = store?.getItem(RETURN_KEY) ?? null;
  store?.removeItem(RETURN_KEY);
  return path && isLocalPath(path) ? path : null;
}
