/** A page of the admin's "Site" section: its form once the section has loaded, or the load error with Try Again. */
import type { ReactNode } from "react";
import type { SiteSectionName } from "../../../../domain/site-content";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { LoadError } from "../load-error";
import type { SectionLoad } from "./load-section";
import { SiteForm } from "./site-form";

export function SitePage<S extends SiteSectionName>({
  data,
  section,
  title,
  intro,
  children,
}: {
  data: SectionLoad<S>;
  section: S;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  if (!data.content)
    return <LoadError title={title} message={data.error ?? ""} backTo="/dashboard" backLabel={m.adminSiteBackToDashboard(locale)} />;
  return (
    <SiteForm section={section} title={title} intro={intro} content={data.content} versions={data.versions}>
      {children}
    </SiteForm>
  );
}
