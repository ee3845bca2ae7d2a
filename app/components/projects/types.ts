import type { ImageInfo } from "../../../domain/entities";

/** What a project card needs; the loaders send no more than this. */
export interface ProjectSummary {
  _id: string;
  title: string;
  category: string;
  location: string;
  coverImage: string | null;
}

export type ImageInfos = Record<string, ImageInfo>;
