/**
 * The admin area's client for the REST API (docs/product.md §7, docs/architecture.md §4). Every call carries the stored
 * token as `Authorization: Bearer`; errors arrive as `{ message, errors? }` and become an
 * `ApiError`. A 401 means the session ended: the token is cleared, the page the administrator
 * was on is remembered, and the registered handler takes them to /login (docs/architecture.md §6).
 * The server answers in English; an ApiError says its message and each field's in the admin's
 * language (app/i18n/problems.ts, docs/product.md §11).
 *
 * Uploads go through XMLHttpRequest because fetch reports no upload progress.
 */
import * as m from "../i18n/messages";
import { problemErrors, problemText } from "../i18n/problems";
import { adminLocale, adminTextsReady } from "./admin-language";
import { clearToken, getToken } from "./token";
import { rememberReturnPath } from "./session-return";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field → message, when the server names the fields concerned. */
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The server could not be reached: said in the admin's language. */
const offline = () => new ApiError(0, m.adminFrameOffline(adminLocale()));

let unauthorizedHandler: (() => void) | null = null;

/** The admin layout registers how to go to /login (a router navigation, not a page reload). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function endSession(): void {
  // An answer that comes back after signing out (the token already gone) is not a session that
  // ended: nothing to remember, nowhere to send anyone.
  if (!getToken()) return;
  clearToken();
  rememberReturnPath(window.location.pathname + window.location.search);
  if (unauthorizedHandler) unauthorizedHandler();
  else window.location.replace("/login");
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

function readError(status: number, body: unknown): ApiError {
  const locale = adminLocale();
  const data = (body && typeof body === "object" ? body : {}) as { message?: unknown; errors?: unknown };
  const message =
    typeof data.message === "string" && data.message ? problemText(locale, data.message) : m.adminEnquiriesServerError(locale, { status });
  const errors: Record<string, string> = {};
  if (data.errors && typeof data.errors === "object") {
    for (const [field, text] of Object.entries(data.errors as Record<string, unknown>)) {
      if (typeof text === "string") errors[field] = text;
    }
  }
  return new ApiError(status, message, problemErrors(locale, errors));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function finish<T>(status: number, text: string): Promise<T> {
  const body = parseJson(text);
  if (status >= 200 && status < 300) return body as T;
  if (status === 401) endSession();
  // A refusal on the first page may come before the admin's texts in its language: it waits for them.
  await adminTextsReady();
  throw readError(status, body);
}

/** A JSON call: GET, DELETE, or a JSON body. */
export async function apiJson<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...authHeaders() };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw offline();
  }
  return finish<T>(response.status, await response.text());
}

export async function apiGet<T>(path: string): Promise<T> {
  return apiJson<T>("GET", path);
}

export async function apiDelete(path: string): Promise<void> {
  await apiJson("DELETE", path);
}

/**
 * Whether the stored token is still accepted. Used before an upload: the server refuses an
 * unauthenticated upload before reading it, which a browser may report as a dropped connection.
 */
export async function checkSession(): Promise<void> {
  await apiGet("/api/session");
}

export type UploadProgress = (percent: number) => void;

/** A multipart POST or PUT with upload progress in whole percent. */
export async function apiUpload<T>(method: "POST" | "PUT", path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  await checkSession();
  try {
    return await sendForm<T>(method, path, form, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      // A dropped connection may hide a refusal of the token; ask once, so a 401 is handled as one.
      await checkSession();
    }
    throw error;
  }
}

function sendForm<T>(method: "POST" | "PUT", path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader("accept", "application/json");
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      finish<T>(request.status, request.responseText).then(resolve, (error: unknown) =>
        reject(error instanceof Error ? error : new ApiError(request.status, String(error))),
      );
    });
    request.addEventListener("error", () => reject(offline()));
    request.addEventListener("abort", () => reject(new ApiError(0, m.adminProblemUploadCancelled(adminLocale()))));
    request.addEventListener("timeout", () => reject(offline()));
    request.send(form);
  });
}

/** Appends text fields and files to a FormData; arrays become repeated fields (docs/product.md §7). */
export function buildForm(fields: Record<string, string | string[] | File | File[] | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") form.append(name, item);
      else form.append(name, item, item.name);
    }
  }
  return form;
}
