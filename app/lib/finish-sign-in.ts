/**
 * What every way of signing in ends with (the password, the second step, a passkey, joining): the
 * token is kept, the session check hands over the pass the admin's photos need (an <img> cannot
 * send the token), and the page to go to is the one the session ended on, else the dashboard.
 * A second step still to come is handed to /login/verify in this tab's storage, never in the URL.
 */
import { takeReturnPath } from "./session-return";
import { setToken } from "./token";

export async function finishSignIn(token: string): Promise<string> {
  setToken(token);
  await fetch("/api/session", { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  return takeReturnPath() ?? "/dashboard";
}

const STEP_KEY = "sign-in-step";

export interface PendingStep {
  ticket: string;
  /** The person has no authenticator app yet and sets one up now. */
  setup: boolean;
}

export function keepPendingStep(step: PendingStep): void {
  window.sessionStorage.setItem(STEP_KEY, JSON.stringify(step));
}

export function pendingStep(): PendingStep | null {
  try {
    const stored = window.sessionStorage.getItem(STEP_KEY);
    return stored ? (JSON.parse(stored) as PendingStep) : null;
  } catch {
    return null;
  }
}

export function forgetPendingStep(): void {
  try {
    window.sessionStorage.removeItem(STEP_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}
