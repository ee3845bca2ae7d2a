/** Content kinds whose change other parts (page caches) must hear of before the write is answered. */
export type ContentKind = "projects" | "blogs" | "galleries";
export type ChangeListener = (kind: ContentKind) => void;
