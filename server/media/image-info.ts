/** What pages need to show stored images: sizes, placeholder, colour and the variants each has. */
import type { ImageInfo } from "../../domain/entities";
import type { DB } from "../db/database";
import { MADE_WIDTHS } from "../../domain/images";
import { formatWidths, parseWidths } from "./process";

export interface ImageInfoReader {
  /** The known images among `names`, by name; unknown names are left out. */
  info(names: Iterable<string | null | undefined>): Promise<Map<string, ImageInfo>>;
}

export function createImageInfoReader(db: DB): ImageInfoReader {
  return {
    async info(names) {
      const list = [...new Set([...names].filter((n): n is string => !!n))];
      const map = new Map<string, ImageInfo>();
      if (list.length === 0) return map;
      const rows = await db
        .selectFrom("media")
        .select(["name", "width", "height", "placeholder", "widths", "color"])
        .where("name", "in", list)
        .execute();
      // One shared array for the usual case: the page data sends a repeated value once.
      const current = formatWidths(MADE_WIDTHS);
      for (const { color, widths, ...row } of rows) {
        map.set(row.name, { ...row, widths: widths === current ? MADE_WIDTHS : parseWidths(widths), ...(color ? { color } : {}) });
      }
      return map;
    },
  };
}
