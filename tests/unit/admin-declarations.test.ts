import { describe, expect, it } from "vitest";
import { widgetsOf } from "../../domain/kinds/admin";
import { ITEM_KINDS, type ItemKind } from "../../domain/kinds";

// The admin's form and list read each kind's declaration by field name (docs/architecture.md §10):
// a name that is not one of the kind's fields would show an empty field or a blank row.
const kinds: readonly ItemKind[] = ITEM_KINDS;

describe.each(kinds.map((kind) => [kind.name, kind] as const))("the admin declaration of %s", (_name, kind) => {
  const fields = Object.keys(kind.fields);
  const widgets = widgetsOf(kind.admin.form.parts);

  it("names only the kind's fields (and the URL of a kind that has one)", () => {
    for (const widget of widgets) {
      if (widget.widget === "slug") expect(kind.slug).toBeDefined();
      else expect(fields).toContain(widget.field);
    }
    for (const field of Object.keys(kind.admin.form.keeps ?? {})) expect(fields).toContain(field);
    expect(fields).toContain(kind.admin.list.rows.thumbnail);
    if (kind.admin.list.rows.layout === "cards") expect(fields).toContain(kind.admin.list.rows.snippet.field);
  });

  it("draws each field once, and every photo field", () => {
    const named = widgets.map((widget) => widget.field);
    expect(new Set(named).size).toBe(named.length);
    const photoFields = Object.entries(kind.fields).filter(
      ([, field]) => field.type === "photos" || (field.type === "photo" && field.upload),
    );
    for (const [field] of photoFields) expect(named).toContain(field);
  });

  it("keeps its pages apart from the other kinds'", () => {
    const others = kinds.filter((other) => other !== kind).flatMap((other) => Object.values(other.admin.paths));
    for (const path of Object.values(kind.admin.paths)) expect(others).not.toContain(path);
  });
});
