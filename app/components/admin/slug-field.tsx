/**
 * The editable last part of a project's or a post's URL (domain/slugs.ts). Left empty, the server
 * makes it from the title; typed, it is read as a slug ("Villa at Kowdiar" → villa-at-kowdiar).
 * The hint shows the address the page will have, and on an edit that the old one will lead to it.
 */
import { slugFrom } from "../../../domain/slugs";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
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
  const locale = useLocale();
  const typed = slugFrom(value);
  const fromTitle = slugFrom(title);
  let hint: string;
  if (value.trim() && !typed) hint = m.adminItemsSlugInvalid(locale);
  else if (typed) hint = m.adminItemsSlugAddress(locale, { address: `${base}${typed}` });
  else hint = fromTitle ? m.adminItemsSlugFromTitle(locale, { address: `${base}${fromTitle}` }) : m.adminItemsSlugMadeFromTitle(locale);
  if (saved && typed && typed !== saved) hint += m.adminItemsSlugOldAddress(locale, { address: `${base}${saved}` });
  return (
    <TextField
      label={m.adminItemsUrl(locale)}
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
