/**
 * Logout (docs/product.md §4, docs/architecture.md §4): the server revokes the token, the browser forgets it. The token
 * is forgotten even when the server cannot be reached, so the administrator is signed out here.
 */
import { discardAllDrafts } from "./form-draft";
import { forgetPerson } from "./person";
import { turnOffOnSignOut } from "./push-subscription";
import { clearToken, getToken } from "./token";

export async function signOut(): Promise<void> {
  const token = getToken();
  // This device's notifications of new enquiries stop with the session (while its token still works).
  if (token) await turnOffOnSignOut();
  try {
    if (token) await fetch("/api/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } });
  } catch {
    // offline: the token is still cleared below, and expires on the server by itself
  } finally {
    clearToken();
    forgetPerson();
    // What was typed stays on this computer only while someone is signed in here.
    discardAllDrafts();
  }
}
