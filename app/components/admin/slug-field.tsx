/**
 * The editable last part of a project's or a post's URL (domain/slugs.ts). Left empty, the server
 * makes it from the title; typed, it is read as a slug ("Villa at Kowdiar" → villa-at-kowdiar).
 * The hint shows the address the page will have, and on an edit that the old one will lead to it.
 */
import { slugFrom } from "../../../domain/slugs";
import { TextField } from "./form-controls";

export function SlugField({
  base,
  value,
  title,
  saved,
  error,
  onChange,
}: {
  /** "/projects/" or "/blog/". */
  base: string;
  value: string;
  title: string;
  /** The slug saved now, on an edit. */
  saved?: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const typed = slugFrom(value);
  const fromTitle = slugFrom(title);
  let hint: string;
  if (value.trim() && !typed) hint = "Use letters or digits (a to z, 0 to 9).";
  else if (typed) hint = `The page's address: ${base}${typed}`;
  else hint = fromTitle ? `Left empty, it is made from the title: ${base}${fromTitle}` : "Left empty, it is made from the title.";
  if (saved && typed && typed !== saved) hint += `. The old address ${base}${saved} will lead here.`;
  return (
    <TextField
      label="URL"
      name="slug"
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="url"
    />
  );
}
