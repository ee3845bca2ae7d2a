import { PageHero } from "../components/sections/page-hero";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { phoneHref } from "../lib/contact-links";
import { loadOrFail, sectionsLanguage } from "../lib/loaders";
import { pageMeta, siteFromMatches } from "../lib/seo";
import { useSite } from "../lib/use-site";
import type { Route } from "./+types/privacy";
import { PageUntranslatedNote } from "../components/ui/content-language";

/** The privacy notice that every enquiry form links to (issue #15); its text is the company's to edit. */
export async function loader({ context }: Route.LoaderArgs) {
  const [privacy, language] = await Promise.all([
    loadOrFail("the privacy notice", () => context.content.site.get("privacy")),
    sectionsLanguage(context.content, "/privacy"),
  ]);
  return { privacy, language };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  return pageMeta({
    locale,
    title: m.privacyTitle(locale),
    description: m.privacyDescription(locale, { name: company.name }),
    path: "/privacy",
    // Its alternates: the languages its texts are all translated into (docs/product.md §11).
    languages: loaderData?.language.languages,
    siteUrl,
    siteName: company.name,
    logo: company.logo,
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const locale = useLocale();
  const { privacy } = loaderData;
  return (
    <main>
      <PageHero title={m.privacyTitle(locale)} subtitle={privacy.intro} />
      <PageUntranslatedNote language={loaderData.language} />
      <section className="bg-white py-12 sm:py-16">
        <div className="mx-auto max-w-3xl space-y-10 px-4 sm:px-6">
          {privacy.sections.map((section, index) => (
            <div key={index}>
              <h2 className="font-display text-xl font-semibold tracking-tight text-ink sm:text-2xl">{section.title}</h2>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{section.text}</p>
            </div>
          ))}
          <div>
            <h2 className="font-display text-xl font-semibold tracking-tight text-ink sm:text-2xl">{m.privacyContactHeading(locale)}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              {company.name}, {[...company.addressLines, `${company.city}, ${company.region} ${company.postalCode}`].join(", ")}
              {`. ${m.privacyPhone(locale)}`}{" "}
              <a href={phoneHref(company)} className="font-medium text-brand-700 underline">
                {company.phone}
              </a>
              {`, ${m.privacyEmail(locale)}`}{" "}
              <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
                {company.email}
              </a>
              .
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}
