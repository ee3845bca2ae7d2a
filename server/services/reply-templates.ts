/**
 * The company's reply templates (docs/product.md §10, domain/reply-templates.ts): listed in the
 * order they were made, created, edited and deleted by the administrator, each checked by the
 * schema the admin's form uses, its name unique (in any case) and the list short.
 */
import {
  REPLY_TEMPLATE_LIMITS,
  REPLY_TEMPLATE_MESSAGES,
  replyTemplateSchema,
  type ReplyTemplate,
  type ReplyTemplateInput,
} from "../../domain/reply-templates";
import { fieldErrors } from "../../domain/schemas";
import type { DB } from "../db/database";
import { lockKey } from "../db/dialect";
import type { ReplyTemplatesTable } from "../db/schema";
import { HttpError, Invalid, NotFound } from "../errors";
import { newId, requireId } from "./ids";

function toTemplate(row: ReplyTemplatesTable): ReplyTemplate {
  return { id: row.id, name: row.name, text: row.text, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function createReplyTemplates(db: DB, clock: () => Date) {
  function parse(input: unknown): ReplyTemplateInput {
    const parsed = replyTemplateSchema.safeParse(input ?? {});
    if (!parsed.success) throw new Invalid(fieldErrors(parsed.error));
    return parsed.data;
  }

  async function find(id: string): Promise<ReplyTemplatesTable> {
    const row = await db
      .selectFrom("reply_templates")
      .selectAll()
      .where("id", "=", requireId(id, REPLY_TEMPLATE_MESSAGES.notFound))
      .executeTakeFirst();
    if (!row) throw new NotFound(REPLY_TEMPLATE_MESSAGES.notFound);
    return row;
  }

  /** Two templates called the same are one too many to choose between on a phone. */
  async function requireFreeName(executor: DB, name: string, except?: string): Promise<void> {
    let query = executor
      .selectFrom("reply_templates")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
    if (except) query = query.where("id", "!=", except);
    if (await query.executeTakeFirst()) throw new Invalid({ name: REPLY_TEMPLATE_MESSAGES.nameTaken });
  }

  return {
    async list(): Promise<ReplyTemplate[]> {
      const rows = await db.selectFrom("reply_templates").selectAll().orderBy("position", "asc").orderBy("id", "asc").execute();
      return rows.map(toTemplate);
    },

    async create(input: unknown, now = clock()): Promise<ReplyTemplate> {
      const data = parse(input);
      return db.transaction().execute(async (trx) => {
        // One new template at a time, whichever process takes it: the count, the name and the next
        // place are read by one save alone (db/dialect.ts).
        await lockKey(trx, "reply-templates");
        const { count, last } = await trx
          .selectFrom("reply_templates")
          .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
          .executeTakeFirstOrThrow();
        if (Number(count) >= REPLY_TEMPLATE_LIMITS.count) throw new HttpError(400, REPLY_TEMPLATE_MESSAGES.tooMany);
        await requireFreeName(trx, data.name);
        const at = now.toISOString();
        const row: ReplyTemplatesTable = {
          id: newId(now.getTime()),
          name: data.name,
          text: data.text,
          position: Number(last ?? 0) + 1,
          created_at: at,
          updated_at: at,
        };
        await trx.insertInto("reply_templates").values(row).execute();
        return toTemplate(row);
      });
    },

    async update(id: string, input: unknown, now = clock()): Promise<ReplyTemplate> {
      const row = await find(id);
      const data = parse(input);
      await requireFreeName(db, data.name, row.id);
      const changes = { name: data.name, text: data.text, updated_at: now.toISOString() };
      await db.updateTable("reply_templates").set(changes).where("id", "=", row.id).execute();
      return toTemplate({ ...row, ...changes });
    },

    async remove(id: string): Promise<void> {
      const row = await find(id);
      await db.deleteFrom("reply_templates").where("id", "=", row.id).execute();
    },
  };
}
