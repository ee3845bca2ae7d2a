/** Limits a multipart request is parsed under; the file size and count come from domain/messages. */
import { LIMITS } from "../../domain/messages";

export const MULTIPART_LIMITS = {
  fileSize: LIMITS.fileBytes,
  files: LIMITS.filesPerRequest,
  fields: 200,
  parts: 400,
  // Blog content may be 50,000 characters of up to 4 bytes each.
  fieldSize: 256 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;

export const MB = 1024 * 1024;
