/**
 * A stream of creates, edits and deletes with images, and the client's own record of what the
 * server acknowledged. A write that got no answer (the server died) may have happened or not;
 * the model keeps both outcomes until the next check decides which one the server kept.
 */
import { createHash, randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { formData, type FilePart, type FormValue } from "../../support/client";
import { withJpegComment } from "./hostile-files";
import type { SiteRecords } from "./state";

export type Kind = "projects" | "blogs" | "galleries";

/** What a record must look like: its title and its images in order (a project's cover first). */
export interface Shape {
  title: string;
  images: string[];
}

interface Tracked {
  kind: Kind;
  id: string;
  shape: Shape | null;
  /** Outcomes of a write that got no answer; null means deleted. */
  maybe: Array<Shape | null>;
  busy: boolean;
}

export interface ModelFigures {
  creates: number;
  edits: number;
  deletes: number;
  unanswered: number;
  refused: number;
}

/** The stored name of an upload: the first 32 hex digits of its SHA-256 (docs/architecture.md §5, decision 001). */
export function storedName(upload: Buffer): string {
  return `${createHash("sha256").update(upload).digest("hex").slice(0, 32)}.jpg`;
}

export function shapeOf(kind: Kind, record: SiteRecords[Kind][number]): Shape {
  if (kind === "projects") {
    const project = record as SiteRecords["projects"][number];
    return { title: project.title, images: [...(project.coverImage ? [project.coverImage] : []), ...project.gallery] };
  }
  return { title: record.title, images: (record as SiteRecords["blogs"][number]).images };
}

function pick<T>(list: T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

export class WriteModel {
  private readonly records = new Map<string, Tracked>();
  private readonly unanswered: Array<{ kind: Kind; shape: Shape }> = [];
  private seq = 0;
  readonly figures: ModelFigures = { creates: 0, edits: 0, deletes: 0, unanswered: 0, refused: 0 };
  /** Answers no write may get: 5xx or an unexpected refusal. */
  readonly failures: string[] = [];

  constructor(
    private readonly baseImages: Buffer[],
    public token: string,
    public baseUrl: string,
    private readonly maxRecords = 30,
  ) {}

  private upload(): FilePart {
    return { name: `photo-${this.seq}.jpg`, data: withJpegComment(pick(this.baseImages), randomUUID()) };
  }

  private async send(method: string, path: string, fields: Record<string, FormValue | undefined>): Promise<Response | null> {
    try {
      return await fetch(this.baseUrl + path, { method, headers: { authorization: `Bearer ${this.token}` }, body: formData(fields) });
    } catch {
      this.figures.unanswered++;
      return null;
    }
  }

  private judge(response: Response, expected: number, what: string): boolean {
    if (response.status === expected) return true;
    this.failures.push(`${what} answered ${response.status}`);
    return false;
  }

  live(): Tracked[] {
    return [...this.records.values()].filter((r) => r.shape && !r.busy && r.maybe.length === 0);
  }

  /** One random write; resolves when it is answered or the connection fails. */
  async step(): Promise<void> {
    const live = this.live();
    const roll = Math.random();
    if (live.length === 0 || (roll < 0.45 && live.length < this.maxRecords))
      return this.create(pick(["projects", "blogs", "galleries"] as const));
    const target = pick(live);
    if (roll < 0.8 && live.length < this.maxRecords) return this.edit(target);
    return this.remove(target);
  }

  async create(kind: Kind): Promise<void> {
    const title = `${kind} ${++this.seq} ${randomUUID().slice(0, 8)}`;
    const files = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => this.upload());
    const shape: Shape = { title, images: files.map((f) => storedName(f.data)) };
    const [path, fields]: [string, Record<string, FormValue>] =
      kind === "projects"
        ? ["/api/create-project", { title, coverImage: files[0]!, gallery: files.slice(1) }]
        : kind === "blogs"
          ? ["/api/add-blog", { title, content: "Written during a storm.", author: "Crash test", images: files }]
          : ["/api/gallery-upload", { title, gallery: files }];
    const response = await this.send("POST", path, fields);
    if (!response) {
      this.unanswered.push({ kind, shape });
      return;
    }
    if (!this.judge(response, 201, `POST ${path}`)) return;
    const body = (await response.json()) as Record<string, { _id: string }>;
    const id = Object.values(body)[0]!._id;
    this.records.set(id, { kind, id, shape, maybe: [], busy: false });
    this.figures.creates++;
  }

  async edit(record: Tracked): Promise<void> {
    const old = record.shape!;
    const title = `${old.title.split(" edit ")[0]} edit ${++this.seq}`;
    const added = Array.from({ length: Math.floor(Math.random() * 3) }, () => this.upload());
    const addedNames = added.map((f) => storedName(f.data));
    let fields: Record<string, FormValue | undefined>;
    let images: string[];
    if (record.kind === "projects") {
      const [cover, ...gallery] = old.images;
      const kept = gallery.filter(() => Math.random() < 0.6);
      const newCover = Math.random() < 0.4 ? this.upload() : undefined;
      fields = { title, keepGalleryImages: kept.length ? kept : undefined, coverImage: newCover, gallery: added };
      images = [newCover ? storedName(newCover.data) : cover!, ...kept, ...addedNames];
    } else {
      let kept = old.images.filter(() => Math.random() < 0.6);
      if (record.kind === "galleries" && kept.length + added.length === 0) kept = old.images.slice(0, 1);
      images = [...kept, ...addedNames];
      fields =
        record.kind === "blogs"
          ? { title, content: "Edited during a storm.", author: "Crash test", keepImages: kept.length ? kept : undefined, images: added }
          : { title, existing: JSON.stringify(kept), gallery: added };
    }
    const shape: Shape = { title, images: [...new Set(images)] };
    record.busy = true;
    const response = await this.send("PUT", `/api/${record.kind}/${record.id}`, fields);
    record.busy = false;
    if (!response) {
      record.maybe = [old, shape];
      return;
    }
    if (!this.judge(response, 200, `PUT /api/${record.kind}/{id}`)) return;
    record.shape = shape;
    this.figures.edits++;
  }

  async remove(record: Tracked): Promise<void> {
    const old = record.shape!;
    record.busy = true;
    let response: Response | null;
    try {
      response = await fetch(`${this.baseUrl}/api/${record.kind}/${record.id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${this.token}` },
      });
    } catch {
      this.figures.unanswered++;
      response = null;
    }
    record.busy = false;
    if (!response) {
      record.maybe = [old, null];
      return;
    }
    if (!this.judge(response, 200, `DELETE /api/${record.kind}/{id}`)) return;
    record.shape = null;
    this.figures.deletes++;
  }

  /**
   * Compares the server's records with the model. Acknowledged writes must be there exactly;
   * unanswered ones in one of their two outcomes, which the model then adopts. Returns the
   * problems found and how many acknowledged records were checked.
   */
  reconcile(records: SiteRecords): { problems: string[]; verified: number } {
    const problems: string[] = [];
    const actual = new Map<string, { kind: Kind; shape: Shape }>();
    for (const kind of ["projects", "blogs", "galleries"] as const) {
      for (const record of records[kind]) actual.set(record._id, { kind, shape: shapeOf(kind, record) });
    }
    let verified = 0;
    for (const record of this.records.values()) {
      const found = actual.get(record.id)?.shape ?? null;
      actual.delete(record.id);
      if (record.maybe.length > 0) {
        if (!record.maybe.some((outcome) => isDeepStrictEqual(outcome, found))) {
          problems.push(
            `${record.kind} ${record.id} is ${JSON.stringify(found)}, neither outcome of its unanswered write ${JSON.stringify(record.maybe)}`,
          );
        }
        record.shape = found;
        record.maybe = [];
        continue;
      }
      if (!isDeepStrictEqual(record.shape, found)) {
        problems.push(
          `${record.kind} ${record.id} should be ${JSON.stringify(record.shape)} (acknowledged) but is ${JSON.stringify(found)}`,
        );
      }
      verified++;
    }
    for (const pending of this.unanswered.splice(0)) {
      const match = [...actual.entries()].find(([, a]) => a.kind === pending.kind && a.shape.title === pending.shape.title);
      if (!match) continue;
      const [id, found] = match;
      if (!isDeepStrictEqual(found.shape, pending.shape))
        problems.push(`unanswered create ${pending.shape.title} stored as ${JSON.stringify(found.shape)}`);
      this.records.set(id, { kind: found.kind, id, shape: found.shape, maybe: [], busy: false });
      actual.delete(id);
    }
    for (const [id, found] of actual) problems.push(`${found.kind} ${id} (${found.shape.title}) was never written by this test`);
    return { problems, verified };
  }
}
