import ArrowRight from "lucide-react/icons/arrow-right";
import Calculator from "lucide-react/icons/calculator";
import ChevronDown from "lucide-react/icons/chevron-down";
import Clock from "lucide-react/icons/clock";
import MessageCircle from "lucide-react/icons/message-circle";
import { offeredCurrencies } from "../../domain/amounts";
import { DEFAULT_PROJECT_CATEGORY } from "../../domain/categories";
import type { ImageInfo } from "../../domain/entities";
import { GULF_ZONES, INDIA_OFFSET_MINUTES, openSpansIn, spanLines, type GulfZone, type OpenSpan } from "../../domain/gulf-time";
import { localePath, type Locale } from "../../domain/locales";
import { WEEKDAYS, type AbroadContent, type CompanyContent, type OpeningHours, type Weekday } from "../../domain/site-content";
import type { ContentReader } from "../../domain/site-context";
import { WhatsAppIcon } from "../components/layout/brand-icons";
import { ProjectCard } from "../components/projects/project-card";
import { projectSummary, type ImageInfos, type ProjectSummary } from "../components/projects/types";
import { PageHero } from "../components/sections/page-hero";
import { SectionHeading } from "../components/sections/section-heading";
import { TALK_SHEET_ID } from "../components/sections/talk.island";
import { buttonClass } from "../components/ui/button";
import { ResponsiveImage } from "../components/ui/responsive-image";
import { useLocale } from "../i18n/locale";
import * as m from "../i18n/messages";
import { whatsappUrl } from "../lib/contact-links";
import { imageInfos, loadOrFail, sectionsLanguage } from "../lib/loaders";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import { useSite } from "../lib/use-site";
import type { Route } from "./+types/building-from-abroad";
import { PageUntranslatedNote } from "../components/ui/content-language";

/**
 * Building from the Gulf: for a family working in the UAE, Saudi Arabia, Qatar, Oman, Kuwait or
 * Bahrain, how the company builds their home in Kerala while they are away (Site → Building from
 * the Gulf), what it would cost (the estimator, in dirhams when the company has set a rate for
 * them), a few homes the company has finished, when to call in their own time, and a call-back
 * or a WhatsApp chat one tap away. The same page for everyone, so it is kept: the visitor's own
 * time zone is recorded by the "Talk to us" sheet it opens, not rendered here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { abroad, rates } = await loadOrFail("the building from abroad page", async () => {
    const [abroad, services] = await Promise.all([context.content.site.get("abroad"), context.content.site.get("services")]);
    return { abroad, rates: offeredCurrencies(services.estimator.rates) };
  });
  const homes = await newestHomes(context.content);
  // The estimator shows the range in the currency of the visitor's own clock (dirhams in Dubai,
  // riyals in Riyadh) when the company has a rate for it.
  const estimate = { href: "/estimate#estimate", inCurrency: rates.length > 0 };
  const photos = await imageInfos(context.content, [abroad.photo, ...homes.projects.map((p) => p.coverImage)], 0);
  return { abroad, estimate, homes, photos, language: await sectionsLanguage(context.content, "/building-from-abroad") };
}

/** How many of the company's homes the page shows. */
const HOMES_SHOWN = 3;

/**
 * The newest homes the company has finished (`finished`), or where it has none yet, its newest
 * projects. A failed read only leaves them out: the page is about how the company works.
 */
async function newestHomes(content: ContentReader): Promise<{ projects: ProjectSummary[]; finished: boolean }> {
  try {
    // The newest, whatever order the company has given the portfolio.
    const homes = await content.projects.page({
      category: DEFAULT_PROJECT_CATEGORY,
      constructionStatus: "Completed",
      offset: 0,
      limit: HOMES_SHOWN,
      order: "newest",
    });
    if (homes.items.length > 0) return { projects: homes.items.map(projectSummary), finished: true };
    const newest = await content.projects.page({ offset: 0, limit: HOMES_SHOWN, order: "newest" });
    return { projects: newest.items.map(projectSummary), finished: false };
  } catch (error) {
    console.error("Building from the Gulf: failed to load projects", error);
    return { projects: [], finished: false };
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { company, siteUrl, locale } = siteFromMatches(matches);
  const title = m.abroadTitle(locale);
  return pageMeta({
    locale,
    title,
    description: m.abroadDescription(locale),
    path: "/building-from-abroad",
    // Its alternates: the languages its texts are all translated into (docs/product.md §11).
    languages: loaderData?.language.languages,
    siteUrl,
    siteName: company.name,
    logo: company.logo,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: m.abroadBreadcrumbHome(locale), path: localePath(locale, "/") },
        { name: title, path: localePath(locale, "/building-from-abroad") },
      ]),
    ],
  });
}

/** The page's two answers: a call back at the visitor's hour (the site's "Talk to us" sheet), or a WhatsApp chat. */
function Actions({ company, tone }: { company: CompanyContent; tone: "hero" | "band" }) {
  const locale = useLocale();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <button
        type="button"
        popoverTarget={TALK_SHEET_ID}
        className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold shadow-card transition sm:px-6 ${
          tone === "hero" ? "bg-white text-brand-800 hover:bg-brand-50" : "bg-brand-700 text-white hover:bg-brand-800"
        }`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {m.abroadTalk(locale)}
      </button>
      <a
        href={whatsappUrl(company, m.abroadWhatsAppText(locale))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-whatsapp px-4 py-3 font-semibold text-white shadow-card transition hover:brightness-110 sm:px-6"
      >
        <WhatsAppIcon className="size-5" />
        {m.abroadWhatsApp(locale)}
      </a>
    </div>
  );
}

function Topics({ abroad, photo }: { abroad: AbroadContent; photo?: ImageInfo }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="abroad-topics" className="bg-white py-12 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="abroad-topics" align="left" eyebrow={m.abroadTopicsEyebrow(locale)} title={m.abroadTopicsTitle(locale)} />
        {abroad.photo ? (
          <ResponsiveImage
            name={abroad.photo}
            alt={m.abroadPhotoAlt(locale)}
            info={photo}
            sizes="(min-width: 1152px) 1104px, calc(100vw - 32px)"
            className="mt-8 aspect-[16/9] w-full rounded-card object-cover shadow-card sm:aspect-[21/8]"
          />
        ) : null}
        <ol className="mt-7 grid gap-x-8 gap-y-6 sm:mt-10 sm:grid-cols-2 lg:grid-cols-3 lg:gap-y-10">
          {abroad.topics.map((topic, i) => (
            <li key={i} className="flex gap-3 border-t border-slate-200 pt-4 sm:gap-4 sm:pt-5">
              <span
                aria-hidden="true"
                className="w-8 shrink-0 font-display text-2xl leading-none font-semibold text-monsoon-700 tabular-nums sm:w-9"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div className="min-w-0">
                <h3 className="text-[1.05rem] leading-snug font-semibold text-ink sm:text-lg">{topic.title}</h3>
                <p className="mt-1 text-[0.95rem] leading-normal text-pretty text-slate-600 sm:mt-1.5 sm:text-base sm:leading-relaxed">
                  {topic.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The estimator, opened in the visitor's currency where the company has set rates. */
function EstimateLink({ href, inCurrency }: { href: string; inCurrency: boolean }) {
  const locale = useLocale();
  return (
    <a
      href={localePath(locale, href)}
      className="mt-3 flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 py-3 font-semibold text-white ring-1 ring-white/30 transition hover:bg-white/10 sm:inline-flex sm:px-6"
    >
      <Calculator aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
      {inCurrency ? m.abroadEstimateInCurrency(locale) : m.abroadEstimate(locale)}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}

/** A few of the company's homes, to see what it builds: a row that scrolls sideways on a phone, and the way to all of them. */
function Homes({ homes, infos }: { homes: { projects: ProjectSummary[]; finished: boolean }; infos: ImageInfos }) {
  const locale = useLocale();
  if (homes.projects.length === 0) return null;
  return (
    <section aria-labelledby="abroad-homes" className="bg-slate-50 py-12 render-when-near sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="abroad-homes"
          align="left"
          eyebrow={m.abroadHomesEyebrow(locale)}
          title={homes.finished ? m.abroadHomesFinished(locale) : m.abroadHomesLatest(locale)}
        />
        {/* On a phone each card is most of the screen's width, the next one showing at the edge. */}
        <ul className="-mx-4 mt-7 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:mt-10 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {homes.projects.map((project) => (
            <li key={project._id} className="flex w-[85%] shrink-0 snap-start sm:w-auto">
              <ProjectCard project={project} infos={infos} />
            </li>
          ))}
        </ul>
        <a href={localePath(locale, "/projects")} className={buttonClass({ variant: "outline" }, "mt-6 sm:mt-8")}>
          {m.abroadAllProjects(locale)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </section>
  );
}

function Questions({ faqs }: { faqs: AbroadContent["faqs"] }) {
  const locale = useLocale();
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="abroad-questions" className="bg-slate-50 py-12 render-when-near sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="abroad-questions"
          align="left"
          eyebrow={m.abroadQuestionsEyebrow(locale)}
          title={m.abroadQuestionsTitle(locale)}
        />
        <ul className="mt-6 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card sm:mt-8">
          {faqs.map((faq, i) => (
            <li key={i}>
              <details className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-ink hover:bg-slate-50 sm:px-5 [&::-webkit-details-marker]:hidden">
                  <span className="flex-1">{faq.question}</span>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
                </summary>
                <p className="px-4 pb-5 leading-relaxed whitespace-pre-line text-slate-700 sm:px-5">{faq.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The days' names on a Malayalam or Tamil page: in full, and short for a run of days ("Mon – Sat"). */
const DAY_NAMES: Record<Weekday, { full: (locale: Locale) => string; short: (locale: Locale) => string }> = {
  Monday: { full: (l) => m.abroadDayMonday(l), short: (l) => m.abroadDayMon(l) },
  Tuesday: { full: (l) => m.abroadDayTuesday(l), short: (l) => m.abroadDayTue(l) },
  Wednesday: { full: (l) => m.abroadDayWednesday(l), short: (l) => m.abroadDayWed(l) },
  Thursday: { full: (l) => m.abroadDayThursday(l), short: (l) => m.abroadDayThu(l) },
  Friday: { full: (l) => m.abroadDayFriday(l), short: (l) => m.abroadDayFri(l) },
  Saturday: { full: (l) => m.abroadDaySaturday(l), short: (l) => m.abroadDaySat(l) },
  Sunday: { full: (l) => m.abroadDaySunday(l), short: (l) => m.abroadDaySun(l) },
};

/** Each Gulf clock's countries and name in the page's language, by its time zone. */
const ZONE_WORDS: Record<string, { heading: (locale: Locale) => string; clock: (locale: Locale) => string }> = {
  "Asia/Dubai": { heading: (l) => m.abroadZoneUaeIn(l), clock: (l) => m.abroadZoneUaeClock(l) },
  "Asia/Riyadh": { heading: (l) => m.abroadZoneSaudiIn(l), clock: (l) => m.abroadZoneSaudiClock(l) },
};

/**
 * A time of day as Kerala and Tamil Nadu say it, the part of the day before the 12-hour time
 * ("രാവിലെ 7:30", "மாலை 4:30"); midnight, at either end of a day, is at night.
 */
function clockTimeIn(locale: Locale, minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const time = `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`;
  if (hour < 4 || hour >= 19) return m.abroadTimeNight(locale, { time });
  if (hour < 6) return m.abroadTimeEarly(locale, { time });
  if (hour < 12) return m.abroadTimeMorning(locale, { time });
  if (hour < 14) return m.abroadTimeNoon(locale, { time });
  if (hour < 16) return m.abroadTimeAfternoon(locale, { time });
  return m.abroadTimeEvening(locale, { time });
}

/**
 * Open hours as lines, as domain/gulf-time.ts writes them in English ("Mon – Sat, 6:30 AM – 4:30 PM"):
 * days in a row with the same hours are one line, a day alone is named in full.
 */
function hoursLinesIn(locale: Locale, spans: readonly OpenSpan[]): string[] {
  if (locale === "en") return spanLines(spans);
  const continues = (span: OpenSpan, next: OpenSpan | undefined) =>
    !!next && next.opens === span.opens && next.closes === span.closes && WEEKDAYS.indexOf(next.day) === WEEKDAYS.indexOf(span.day) + 1;
  const lines: string[] = [];
  for (let i = 0; i < spans.length;) {
    const first = spans[i]!;
    let j = i;
    while (continues(spans[j]!, spans[j + 1])) j++;
    const last = spans[j]!;
    const days =
      i === j
        ? DAY_NAMES[first.day].full(locale)
        : m.abroadDayRange(locale, { from: DAY_NAMES[first.day].short(locale), to: DAY_NAMES[last.day].short(locale) });
    lines.push(m.abroadHoursLine(locale, { days, from: clockTimeIn(locale, first.opens), to: clockTimeIn(locale, first.closes) }));
    i = j + 1;
  }
  return lines;
}

/** When to call the office on each Gulf clock, worded in the page's language. */
function callWindowsIn(locale: Locale, hours: readonly OpeningHours[]) {
  return GULF_ZONES.map((zone: GulfZone) => {
    const words = locale === "en" ? undefined : ZONE_WORDS[zone.timeZone];
    return {
      timeZone: zone.timeZone,
      heading: words ? words.heading(locale) : `In ${zone.countries}`,
      clock: words ? words.clock(locale) : zone.clock,
      lines: hoursLinesIn(locale, openSpansIn(hours, zone.offsetMinutes)),
    };
  });
}

/** The office's hours on the Gulf's clocks, and the call to action. */
function CallWindows({ abroad, company }: { abroad: AbroadContent; company: CompanyContent }) {
  const locale = useLocale();
  const windows = callWindowsIn(locale, company.hours);
  const open = windows.some((window) => window.lines.length > 0);
  const officeHours = hoursLinesIn(locale, openSpansIn(company.hours, INDIA_OFFSET_MINUTES));
  return (
    <section aria-labelledby="abroad-call" className="bg-ink py-12 text-white render-when-near sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="abroad-call"
          tone="light"
          align="left"
          eyebrow={m.abroadCallEyebrow(locale)}
          title={m.abroadCallTitle(locale)}
          text={open ? m.abroadCallText(locale, { city: company.city, hours: officeHours.join("; ") }) : undefined}
        />
        {open ? (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {windows.map((window) => (
              <li key={window.timeZone} className="rounded-card bg-white/[0.06] p-5 ring-1 ring-white/15 sm:p-6">
                <h3 className="text-sm font-semibold text-monsoon-300">{window.heading}</h3>
                {window.lines.map((line) => (
                  <p key={line} className="mt-1.5 text-xl font-semibold text-white tabular-nums sm:text-2xl">
                    {line}
                  </p>
                ))}
                <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-400">
                  <Clock aria-hidden="true" className="size-4 shrink-0" />
                  {window.clock}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {abroad.callNote ? <p className="mt-6 max-w-2xl text-pretty text-slate-300">{abroad.callNote}</p> : null}
        <div className="mt-8">
          <Actions company={company} tone="band" />
        </div>
      </div>
    </section>
  );
}

export default function BuildingFromAbroad({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const { abroad, estimate, homes, photos } = loaderData;
  return (
    <main>
      <PageHero title={abroad.headline} subtitle={abroad.intro}>
        <Actions company={company} tone="hero" />
        <EstimateLink {...estimate} />
      </PageHero>
      <PageUntranslatedNote language={loaderData.language} />
      <Topics abroad={abroad} photo={abroad.photo ? photos[abroad.photo] : undefined} />
      <Homes homes={homes} infos={photos} />
      <CallWindows abroad={abroad} company={company} />
      <Questions faqs={abroad.faqs} />
    </main>
  );
}
