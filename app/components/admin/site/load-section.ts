/** What a page of the admin's "Site" section loads: the section's content and its kept versions. */
import type { SiteContent, SiteSectionName, SiteVersion } from "../../../../domain/site-content";
import * as m from "../../../i18n/messages";
import { requireToken } from "../../../lib/admin-guard";
import { adminLocale } from "../../../lib/admin-language";
import { apiGet } from "../../../lib/api-client";

export type SectionLoad<S extends SiteSectionName> =
  { content: SiteContent[S]; versions: SiteVersion[]; error: null } | { content: null; versions: SiteVersion[]; error: string };

export async function loadSection<S extends SiteSectionName>(section: S): Promise<SectionLoad<S>> {
  requireToken();
  try {
    const [{ content }, { versions }] = await Promise.all([
      apiGet<{ content: SiteContent[S] }>(`/api/site/${section}`),
      apiGet<{ versions: SiteVersion[] }>(`/api/site/${section}/versions`),
    ]);
    return { content, versions, error: null };
  } catch {
    return { content: null, versions: [], error: m.adminSiteLoadError(adminLocale()) };
  }
}
