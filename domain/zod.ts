/**
 * zod, set up once before any schema is made: without `jitless`, making an object schema probes
 * `new Function` to compile its parser, which the pages' Content Security Policy forbids (and
 * reports). Every schema in domain/ imports `z` from here.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
