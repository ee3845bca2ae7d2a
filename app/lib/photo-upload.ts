/**
 * Sending one photo from the admin's phone (docs/api.md "Uploads"): made smaller first (longest
 * side 2,560 px, the phone's orientation applied, a good JPEG within 1.5 MB), then not sent at all
 * when the site already has those bytes, else sent resumably by the tus protocol, so a dropped
 * connection sends only the rest. The answer is the reference a save names the photo by. The
 * server still checks the bytes, strips what the camera wrote in them and makes the variants.
 * Admin-only: a public page never loads this.
 */
import { Upload } from "tus-js-client";
import { LIMITS } from "../../domain/messages";
import * as m from "../i18n/messages";
import { problemText } from "../i18n/problems";
import { adminLocale } from "./admin-language";
import { ApiError } from "./api-client";
import { hashFile } from "./file-hash";
import { getToken } from "./token";

/** The most a photo sent from a phone weighs after it is made smaller. */
export const SENT_PHOTO_BYTES = 1.5 * 1024 * 1024;
/** JPEG qualities tried in turn until the photo is within SENT_PHOTO_BYTES. */
const QUALITIES = [0.86, 0.78, 0.7, 0.6];
/** Formats sent as they are: drawings and animations would lose what they are by re-encoding. */
const AS_IS = new Set(["image/svg+xml", "image/gif"]);
const RESUMABLE = "/api/admin/uploads/resumable";
/** The connection dropped: the photo goes on when it is back (in the admin's language, as every message here). */
const offline = () => new ApiError(0, m.adminProblemPhotoConnectionLost(adminLocale()));
/**
 * Waits before trying again after a dropped connection. Then the photo waits for the network to
 * return, and goes on at once when it does (use-image-queue.ts).
 */
const RETRY_DELAYS = [0, 1000, 3000, 6000];

/** A photo held for the save: the reference a save names it by, and its stored name. */
export interface SentPhoto {
  reference: string;
  name: string;
}

export interface SendOptions {
  /** The bytes sent so far and in all, as they go. */
  onProgress?: (sent: number, total: number) => void;
  /** Where an earlier try of the same photo was stopped (a reload): it goes on from there. */
  resumeUrl?: string | null;
  /** Called with the upload's address once it has one, to keep for a reload. */
  onUploadUrl?: (url: string) => void;
  signal?: AbortSignal;
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be made smaller."))), "image/jpeg", quality),
  );
}

/**
 * The photo as it is sent: the file itself when it is small enough already (or a drawing or an
 * animation), else drawn at most 2,560 px on its longest side, upright as the phone shows it, as
 * a JPEG of the best of a few qualities that fits 1.5 MB. A file the browser cannot draw goes as
 * it is, and the server says what is wrong with it.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (AS_IS.has(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= LIMITS.originalMaxSide && file.size <= SENT_PHOTO_BYTES && file.type === "image/jpeg") return file;
    const scale = Math.min(1, LIMITS.originalMaxSide / longest);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    // A transparent PNG gets a white ground, as the site's pages show it.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    let blob: Blob | null = null;
    for (const quality of QUALITIES) {
      blob = await encode(canvas, quality);
      if (blob.size <= SENT_PHOTO_BYTES) break;
    }
    return blob!.size < file.size || longest > LIMITS.originalMaxSide ? blob! : file;
  } finally {
    bitmap.close();
  }
}

/**
 * The photo held already, when the site stores these very bytes; else null. A refused session
 * is the save's to handle (it keeps the form and asks to sign in): the photo only waits.
 */
async function heldIfKnown(blob: Blob): Promise<SentPhoto | null> {
  const sha256 = await hashFile(blob);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch("/api/admin/uploads/known", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ sha256 }),
    });
  } catch {
    throw offline();
  }
  if (response.status === 404) return null;
  const body = (await response.json().catch(() => ({}))) as { upload?: SentPhoto; message?: string };
  if (!response.ok || !body.upload) {
    const locale = adminLocale();
    throw new ApiError(response.status, body.message ? problemText(locale, body.message) : m.adminPhotosNotSent(locale));
  }
  return body.upload;
}

/** A refusal the server answered in its own words (`{ message }`), or the network's failure. */
function failureOf(error: unknown): ApiError {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
  if (response) {
    const locale = adminLocale();
    let message = m.adminPhotosNotSent(locale);
    try {
      const said = (JSON.parse(response.getBody()) as { message?: string }).message;
      if (said) message = problemText(locale, said);
    } catch {
      // not JSON: the protocol's own words, which say nothing to the owner
    }
    return new ApiError(response.getStatus(), message);
  }
  return offline();
}

/**
 * Sends the prepared photo `blob` and answers the photo held for the save. Resumes `resumeUrl`
 * when given; tries again by itself after a dropped connection.
 */
export async function sendPhoto(blob: Blob, filename: string, options: SendOptions = {}): Promise<SentPhoto> {
  const known = await heldIfKnown(blob);
  if (known) {
    options.onProgress?.(blob.size, blob.size);
    return known;
  }
  return new Promise<SentPhoto>((resolve, reject) => {
    const upload = new Upload(blob, {
      endpoint: RESUMABLE,
      uploadUrl: options.resumeUrl ?? null,
      metadata: { filename, filetype: blob.type },
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: false,
      // The token is read at each request: a sign-in during a long upload is taken up.
      onBeforeRequest: (request) => {
        const token = getToken();
        if (token) request.setHeader("Authorization", `Bearer ${token}`);
      },
      onUploadUrlAvailable: () => {
        if (upload.url) options.onUploadUrl?.(upload.url);
      },
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      // A refusal (4xx) is final; anything else is the network, tried again.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: ({ lastResponse }) => {
        const reference = lastResponse.getHeader("Upload-Reference");
        let name = "";
        try {
          name = (JSON.parse(lastResponse.getBody() || "{}") as { upload?: SentPhoto }).upload?.name ?? "";
        } catch {
          // a HEAD answering a finished upload has no body: the reference is enough
        }
        if (reference) resolve({ reference, name });
        else reject(new ApiError(0, m.adminProblemPhotoNoPlace(adminLocale())));
      },
      onError: (error) => reject(failureOf(error)),
    });
    options.signal?.addEventListener("abort", () => void upload.abort(), { once: true });
    upload.start();
  });
}
