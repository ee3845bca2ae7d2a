/** How other parts (page caches) hear of a content change before the write is answered. */
import type { ContentKind } from "../../domain/entities";

export type { ContentKind };
export type ChangeListener = (kind: ContentKind) => void;
