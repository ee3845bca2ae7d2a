/** Reading a multipart form once: fields through a zod schema, files through the media pipeline. */
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { fieldErrors } from "../../domain/schemas";
import { Invalid } from "../errors";
import type { ProcessedImage } from "../media/process";
import type { MediaStore } from "../media/store";
import type { TempUpload } from "../media/upload";
import { readMultipart, type FieldValue } from "./multipart";

export interface Form<T> {
  input: T;
  images: Map<string, ProcessedImage[]>;
}

/**
 * Parses fields and files, then validates; `check` may add errors of its own (a required
 * file). The temporary files are always removed before this returns.
 */
export async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  options: {
    tmpDir: string;
    media: MediaStore;
    schema: S;
    files: Record<string, { max?: number }>;
    /** What the form lacks, from what it sent: a field's message by its name. */
    check?: (files: Map<string, TempUpload[]>, fields: Record<string, FieldValue>) => Record<string, string>;
  },
): Promise<Form<z.output<S>>> {
  const form = await readMultipart(request, options.tmpDir, Object.keys(options.files));
  try {
    const parsed = options.schema.safeParse(form.fields);
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    for (const [field, rule] of Object.entries(options.files)) {
      const count = form.files.get(field)?.length ?? 0;
      if (rule.max !== undefined && count > rule.max)
        errors[field] ??= `Send at most ${rule.max} file${rule.max === 1 ? "" : "s"} as ${field}.`;
    }
    Object.assign(
      errors,
      Object.fromEntries(Object.entries(options.check?.(form.files, form.fields) ?? {}).filter(([key]) => !(key in errors))),
    );
    if (!parsed.success || Object.keys(errors).length > 0) {
      const first = errors.title ?? Object.values(errors)[0];
      throw new Invalid(errors, first);
    }
    const images = new Map<string, ProcessedImage[]>();
    const all = [...form.files.values()].flat();
    const processed = await options.media.prepare(all);
    all.forEach((upload, i) => {
      const list = images.get(upload.field) ?? [];
      list.push(processed[i]!);
      images.set(upload.field, list);
    });
    return { input: parsed.data, images };
  } finally {
    await form.cleanup();
  }
}
