/**
 * Newly chosen images waiting to be uploaded (docs/product.md §4, §5): each previewed through an object URL
 * (revoked when it leaves the queue), removable one by one, and skipped when its content
 * (SHA-256) is already queued, or already stored on the item being edited (a stored image is
 * named by the first 32 hex characters of its SHA-256, server/media/process.ts). In "replace" mode
 * a new choice replaces the queue (the project gallery on add); otherwise files accumulate.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { MESSAGES } from "../../../domain/messages";
import { skipDuplicateFiles } from "../../lib/file-hash";

export interface QueuedImage {
  key: string;
  file: File;
  hash: string;
  previewUrl: string;
}

export interface ImageQueue {
  items: QueuedImage[];
  files: File[];
  /** True while the chosen files are being hashed. */
  checking: boolean;
  add: (files: File[]) => Promise<void>;
  remove: (key: string) => void;
  clear: () => void;
}

let nextKey = 0;

/** The part of a stored image's name that is its content's hash. */
function storedHash(name: string): string {
  return name.replace(/\.[^.]+$/, "");
}

export function useImageQueue(
  mode: "accumulate" | "replace",
  onDuplicates: (message: string) => void,
  /** The images the item already has: choosing one of them again is refused, and said. */
  stored: readonly string[] = [],
): ImageQueue {
  const [items, setItems] = useState<QueuedImage[]>([]);
  const [checking, setChecking] = useState(false);
  const itemsRef = useRef<QueuedImage[]>([]);
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  });

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), []);

  const add = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setChecking(true);
      try {
        const known = new Set(mode === "replace" ? [] : itemsRef.current.map((item) => item.hash));
        const { kept: unique, skipped } = await skipDuplicateFiles(files, known);
        const storedHashes = new Set(storedRef.current.map(storedHash));
        const kept = unique.filter(({ hash }) => !storedHashes.has(hash.slice(0, 32)));
        const alreadyStored = unique.length - kept.length;
        const added = kept.map(({ file, hash }) => ({ key: `image-${nextKey++}`, file, hash, previewUrl: URL.createObjectURL(file) }));
        const previous = itemsRef.current;
        const next = mode === "replace" ? added : [...previous, ...added];
        if (mode === "replace") previous.forEach((item) => URL.revokeObjectURL(item.previewUrl));
        itemsRef.current = next;
        setItems(next);
        if (alreadyStored > 0) onDuplicates(MESSAGES.alreadyStored);
        else if (skipped > 0) onDuplicates(MESSAGES.duplicatesSkipped);
      } finally {
        setChecking(false);
      }
    },
    [mode, onDuplicates],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((entry) => entry.key === key);
    if (item) URL.revokeObjectURL(item.previewUrl);
    const next = itemsRef.current.filter((entry) => entry.key !== key);
    itemsRef.current = next;
    setItems(next);
  }, []);

  const clear = useCallback(() => {
    itemsRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl));
    itemsRef.current = [];
    setItems([]);
  }, []);

  return { items, files: items.map((item) => item.file), checking, add, remove, clear };
}
