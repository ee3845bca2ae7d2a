/** An upload as the media pipeline takes it: a temporary file, typed by its bytes (api/multipart.ts writes it). */
import type { ImageFormat } from "./sniff";

export interface TempUpload {
  path: string;
  field: string;
  /** The client's file name, only to name the file in a message; never used to store it. */
  clientName: string;
  bytes: number;
  sha256: string;
  format: ImageFormat;
}

/** A client's file name fit for a message: printable text only, at most 80 characters, quoted. */
export function describeFile(name: string): string {
  // Control characters would garble a message; keep printable text only.
  const clean = [...name]
    .filter((c) => c >= " " && c !== "\u007f")
    .join("")
    .slice(0, 80);
  return clean ? `"${clean}"` : "A file";
}
