/**
 * The login guard of docs/product.md §5: with no stored token, an admin route sends the visitor to /login.
 * Called by every admin clientLoader, so the check runs on each navigation (docs/product.md §4 re-checks on
 * each route change). `replace` (not `redirect`) makes the router replace the history entry, so
 * Back does not return to the admin URL (on a first page load a plain redirect would push).
 */
import { replace } from "react-router";
import { getToken } from "./token";

export function requireToken(): string {
  const token = getToken();
  if (!token) throw replace("/login");
  return token;
}
