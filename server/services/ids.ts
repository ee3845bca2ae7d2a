import { randomBytes } from "node:crypto";
import { isId } from "../../domain/entities";
import { NotFound } from "../errors";

/** 24 lowercase hex characters: 4 bytes of seconds, then 8 random bytes, so ids sort by time. */
export function newId(now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return seconds + randomBytes(8).toString("hex");
}

/** Malformed ids are simply unknown: the same 404 as a well-formed id that does not exist. */
export function requireId(id: string, notFoundMessage: string): string {
  if (!isId(id)) throw new NotFound(notFoundMessage);
  return id;
}
