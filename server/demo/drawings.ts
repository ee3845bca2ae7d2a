/**
 * The demo site's pictures: drawings in an architect's presentation style (elevations, sections
 * and a measured plan in a muted material palette on paper), drawn as SVG by code (server/demo/art)
 * and rendered by sharp, so no photograph is downloaded or copied. A picture is named by its scene
 * and seed; the same picture always renders the same image.
 */
import sharp from "sharp";
import { drawCommercial, drawWarehouse } from "./art/buildings";
import { drawKeralaHouse } from "./art/house";
import { drawInterior } from "./art/interior";
import { drawPlan } from "./art/plan";
import { drawBuildingSite } from "./art/site";
import type { TimeOfDay } from "./art/svg";

export type Picture =
  | { scene: "house"; seed: number; time: TimeOfDay; storeys?: 1 | 2; renovating?: boolean; bare?: boolean }
  | { scene: "office" | "warehouse" | "site"; seed: number; time: TimeOfDay }
  | { scene: "interior"; seed: number; evening?: boolean }
  | { scene: "plan"; seed: number };

/** 3:2, wide enough for the largest variant (1600 px). */
export const PICTURE_WIDTH = 1600;
export const PICTURE_HEIGHT = 1067;

/**
 * The picture as SVG. The time of day sets the shadows' side and depth and the wash behind the
 * building (lit windows at evening). Odd seeds draw the scene mirrored, its lettering kept
 * readable: the same scene then looks like another place.
 */
export function drawPicture(picture: Picture): string {
  switch (picture.scene) {
    case "house":
      return drawKeralaHouse(picture);
    case "office":
      return drawCommercial(picture);
    case "warehouse":
      return drawWarehouse(picture);
    case "site":
      return drawBuildingSite(picture);
    case "interior":
      return drawInterior(picture);
    case "plan":
      return drawPlan(picture);
  }
}

/** The picture as a JPEG, the format a phone camera would upload (the pipeline re-encodes it). */
export function renderPicture(picture: Picture): Promise<Buffer> {
  return sharp(Buffer.from(drawPicture(picture)))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT, { fit: "fill" })
    .jpeg({ quality: 82 })
    .toBuffer();
}
