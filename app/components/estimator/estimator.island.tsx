/**
 * The cost estimator (issue #15): plot, bedrooms, built-up area, floors and a package → an
 * estimated range in lakh (and, if asked, in a Gulf currency at the company's rate), what the
 * package includes and its warranty, what no package includes, the payments by stage, and "Send
 * this estimate on WhatsApp", which keeps an enquiry with the figures and opens the chat.
 * Choosing bedrooms fills in a typical area for them, unless the visitor typed one.
 *
 * Without JavaScript both are plain forms: the estimate is a GET to /estimate#estimate-result,
 * where the server computes it and the page lands on the result, and the send posts to the server
 * (its thank-you page). As an island (hydrated at the first touch) it estimates as the visitor
 * types, brings the result into view and focuses it after "See my estimate", and sends through the enquiry
 * queue; on /estimate the address follows the figures, so that it can be kept or shared. Its
 * fields are uncontrolled, so what was typed before it hydrated is what it reads. Right under the
 * price: a call about it ("Talk to us" with the estimate and "Call me" chosen) or the WhatsApp form.
 */
import Calculator from "lucide-react/icons/calculator";
import PhoneCall from "lucide-react/icons/phone-call";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { currencyOfZone, offeredCurrencies } from "../../../domain/amounts";
import { ENQUIRY_LIMITS, newKey, newReference } from "../../../domain/enquiries";
import {
  BEDROOM_AREAS,
  checkEstimateRequest,
  estimateCost,
  suggestedArea,
  type Estimate,
  type EstimateProblems,
  type EstimateRates,
  type EstimateTier,
  type PaymentStage,
} from "../../../domain/estimator";
import { localePath, stripLocale } from "../../../domain/locales";
import { useLocale } from "../../i18n/locale";
import * as m from "../../i18n/messages";
import { whatsappUrl } from "../../lib/contact-links";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { prefersReducedMotion } from "../../lib/motion";
import { rememberEstimate, TALK_SHEET_ID } from "../../lib/talk-about";
import { island } from "../../islands/island";
import { WhatsAppIcon } from "../layout/brand-icons";
import {
  ConsentLine,
  FIELD,
  Honeypot,
  LABEL,
  NameAndPhone,
  phoneOf,
  ServerReceipt,
  WhatsAppOpened,
  type Receipt,
} from "../sections/enquiry-parts";
import { EstimateDetails } from "./estimate-details";
import {
  bedroomsIn,
  currencyName,
  estimateLine,
  estimateSummary,
  estimateWhatsAppText,
  foreignRangeIn,
  lakhRangeIn,
  problemIn,
} from "./words";

export interface EstimatorValues {
  plotSize: string;
  plotUnit: string;
  /** "" (not said), "1" … "5" (5 or more). */
  bedrooms: string;
  builtUpArea: string;
  floors: string;
  tier: string;
  /** "" for rupees only, or a Gulf currency's code. */
  currency: string;
}

/** What the company adds to every estimate (Site → Services & pricing). */
export interface EstimatorExtras {
  exclusions: readonly string[];
  payments: readonly PaymentStage[];
  rates: EstimateRates;
}

export interface EstimatorProps {
  id: string;
  tiers: Array<EstimateTier & { featured?: boolean }>;
  whatsapp: string;
  page: string;
  /** What the form starts with (the server's answer on /estimate). */
  values: EstimatorValues;
  extras: EstimatorExtras;
  /** The server's check of `values`, when they were sent (/estimate without JavaScript). */
  checked?: EstimateChecked;
  /** The area the server filled in from the bedrooms (/estimate without JavaScript, no area typed). */
  suggested?: number;
  /** The project the visitor started from ("Estimate a home like this"), named with the estimate. */
  like?: { title: string; href: string };
  /** The tiers come without their lists: an estimate shows its package's list from the page's card. */
  includesOnPage?: boolean;
}

/** An estimate worked out, or what to correct in each field. */
export interface EstimateChecked {
  estimate: Estimate | null;
  problems: EstimateProblems;
}

/** The result's region: focused after "See my estimate", and where the page without JavaScript lands (#estimate-result). */
export const RESULT_ID = "estimate-result";

const FLOORS = ["1", "2", "3", "4", "5"];
const FIELDS: Array<keyof EstimatorValues> = ["plotSize", "plotUnit", "bedrooms", "builtUpArea", "floors", "tier", "currency"];

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

function readValues(form: HTMLFormElement): EstimatorValues {
  const data = new FormData(form);
  return Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? "")])) as unknown as EstimatorValues;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

/** Where a node goes in a message's text (its `{ref}`): a character no message has. */
const MARK = "\u0000";

/** A message's text with a node (the reference in bold) where MARK is. */
function withNode(text: string, node: ReactNode): ReactNode {
  const [before = "", after = ""] = text.split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

interface Sent extends Receipt {
  url: string;
  blocked: boolean;
}

/** On /estimate, the address of the figures on screen (and the home they started from), as the visitor changes them. */
function keepFiguresInAddress(values: EstimatorValues): void {
  const here = new URL(window.location.href);
  if (stripLocale(here.pathname) !== "/estimate") return;
  const query = new URLSearchParams();
  for (const name of FIELDS) if (values[name].trim() !== "") query.set(name, values[name].trim());
  const like = here.searchParams.get("like");
  if (like) query.set("like", like);
  const next = `?${query.toString()}`;
  if (next !== here.search) window.history.replaceState(window.history.state, "", `${here.pathname}${next}${here.hash}`);
}

/** Brings the result into view above the phone's bottom bar (unless it is in view already) and gives it the focus. */
function showResult(): void {
  const result = document.getElementById(RESULT_ID);
  if (!result) return;
  const style = getComputedStyle(document.documentElement);
  const top = parseFloat(style.scrollPaddingTop) || 0;
  const bottom = parseFloat(style.scrollPaddingBottom) || 0;
  const box = result.getBoundingClientRect();
  if (box.top < top || box.bottom > window.innerHeight - bottom) {
    result.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  }
  result.focus({ preventScroll: true });
}

/** "Send it on WhatsApp" under the price: the form that sends it, in view, with the focus on the name. */
function toSendForm(id: string): void {
  const form = document.getElementById(`${id}-send`);
  form?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  document.getElementById(`${id}-name`)?.focus({ preventScroll: true });
}

export function Estimator({
  id,
  tiers,
  whatsapp,
  page,
  values,
  extras,
  checked,
  suggested: suggestedBefore,
  like,
  includesOnPage = false,
}: EstimatorProps) {
  const locale = useLocale();
  const [result, setResult] = useState(checked ?? null);
  const [current, setCurrent] = useState(values);
  const [sent, setSent] = useState<Sent | null>(null);
  // The area the estimator filled in from the bedrooms, while the visitor keeps it.
  const [suggested, setSuggested] = useState<number | null>(suggestedBefore ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);
  const problems = result?.problems ?? {};
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problemIn(locale, problem)]),
  );
  const estimate = result?.estimate ?? null;
  const currencies = offeredCurrencies(extras.rates.rates);

  const estimateOf = (next: EstimatorValues): EstimateChecked => {
    const parsed = checkEstimateRequest(next, tiers);
    return parsed.ok
      ? { estimate: estimateCost(parsed.request, tiers, extras.rates), problems: {} }
      : { estimate: null, problems: parsed.problems };
  };

  /** Choosing bedrooms fills the area, unless the visitor typed one; typing an area of their own ends the suggestion. */
  const suggest = (form: HTMLFormElement, changed: EventTarget | null) => {
    const area = form.elements.namedItem("builtUpArea") as HTMLInputElement | null;
    if (!area || !(changed instanceof HTMLElement)) return;
    const name = changed.getAttribute("name");
    if (name === "builtUpArea") {
      if (suggested !== null && area.value.trim() !== String(suggested)) setSuggested(null);
    } else if (name === "bedrooms") {
      const typed = area.value.trim();
      if (typed !== "" && (suggested === null || typed !== String(suggested))) return;
      const next = suggestedArea((changed as HTMLSelectElement).value);
      area.value = next === null ? "" : String(next);
      setSuggested(next);
    }
  };

  const recompute = (form: HTMLFormElement, showErrors: boolean) => {
    const next = readValues(form);
    setCurrent(next);
    const checkedNow = estimateOf(next);
    // While typing, an unfinished figure is not an error yet; a press of "See my estimate" shows them all.
    setResult(checkedNow.estimate || showErrors ? checkedNow : { estimate: null, problems: {} });
    return checkedNow;
  };

  // Figures typed before the island hydrated are in the fields: estimate them once it has (with
  // the area for the bedrooms, when none was typed).
  const typedBefore = useRef(values);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // A visitor in the Gulf sees the range in their own currency too, unless they or the address chose.
    const currency = form.elements.namedItem("currency");
    const theirs = currencyOfZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
    if (
      currency instanceof HTMLSelectElement &&
      currency.value === "" &&
      theirs &&
      document.activeElement !== currency &&
      !new URLSearchParams(window.location.search).has("currency") &&
      [...currency.options].some((option) => option.value === theirs)
    ) {
      currency.value = theirs;
    }
    const typed = readValues(form);
    if (JSON.stringify(typed) === JSON.stringify(typedBefore.current)) return;
    const area = suggestedArea(typed.bedrooms);
    if (typed.builtUpArea.trim() === "" && area !== null) {
      (form.elements.namedItem("builtUpArea") as HTMLInputElement).value = String(area);
      typed.builtUpArea = String(area);
      setSuggested(area);
    }
    setCurrent(typed);
    const parsed = checkEstimateRequest(typed, tiers);
    if (parsed.ok) setResult({ estimate: estimateCost(parsed.request, tiers, extras.rates), problems: {} });
  }, [tiers, extras.rates]);

  // The last estimate goes with a "Talk to us" request made later on another page of this visit.
  useEffect(() => {
    if (estimate) rememberEstimate(estimateLine(locale, estimate, like));
  }, [locale, estimate, like]);

  // The address keeps the figures of a worked-out estimate (not a half-typed one).
  useEffect(() => {
    if (estimate) keepFiguresInAddress(current);
  }, [estimate, current]);

  // After "See my estimate": the result, or the first field to correct, once it has rendered.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === RESULT_ID) showResult();
    else if (target) document.getElementById(target)?.focus();
  });

  const onEstimate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = recompute(event.currentTarget, true);
    const wrong = FIELDS.find((name) => outcome.problems[name]);
    focusNext.current = outcome.estimate ? RESULT_ID : wrong ? `${id}-${wrong}` : null;
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!estimate) return;
    const form = event.currentTarget;
    const phone = phoneOf(form);
    if (phone === null) return;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const message = String(data.get("message") ?? "").trim();
    const reference = newReference(new Date(), random(5));
    const text = estimateWhatsAppText(locale, { name, phone, message, reference, tier: estimate.tier, estimate });
    const url = whatsappUrl({ whatsapp }, text);
    const opened = window.open(url, "_blank");
    if (opened) opened.opener = null;
    setSent({ reference, url, blocked: opened === null, server: "sending" });
    form.reset();
    void sendEnquiry({
      kind: "estimate",
      key: newKey(random(16)),
      reference,
      name,
      phone,
      message,
      ...current,
      page,
      website: String(data.get("website") ?? ""),
      elapsed: Math.round(performance.now()),
    }).then(({ result: server, message: problem }) => setSent((now) => (now?.reference === reference ? { ...now, server, problem } : now)));
  };

  const describedBy = (field: string, ...more: Array<string | false>) =>
    [errors[field] ? `${id}-${field}-error` : "", ...more].filter(Boolean).join(" ") || undefined;
  const areaSuggested =
    suggested !== null && current.builtUpArea.trim() === String(suggested) && suggestedArea(current.bedrooms) === suggested;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <form
        ref={formRef}
        method="get"
        action={`${localePath(locale, "/estimate")}#${RESULT_ID}`}
        onSubmit={onEstimate}
        onInput={(event) => {
          suggest(event.currentTarget, event.target);
          recompute(event.currentTarget, false);
        }}
        className="space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8 lg:sticky lg:top-24"
      >
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <div>
            <label htmlFor={`${id}-plotSize`} className={LABEL}>
              {m.estimatorPlotSize(locale)}
            </label>
            <input
              id={`${id}-plotSize`}
              name="plotSize"
              type="text"
              inputMode="decimal"
              defaultValue={values.plotSize}
              required
              aria-invalid={errors.plotSize ? true : undefined}
              aria-describedby={describedBy("plotSize")}
              className={FIELD}
            />
          </div>
          <div>
            <label htmlFor={`${id}-plotUnit`} className={LABEL}>
              {m.estimatorUnit(locale)}
            </label>
            <select id={`${id}-plotUnit`} name="plotUnit" defaultValue={values.plotUnit || "cents"} className={FIELD}>
              <option value="cents">{m.estimatorCents(locale)}</option>
              <option value="sqft">{m.estimatorSqft(locale)}</option>
            </select>
          </div>
          <FieldError id={`${id}-plotSize-error`} text={errors.plotSize} />
        </div>
        <div>
          <label htmlFor={`${id}-bedrooms`} className={LABEL}>
            {m.estimatorBedrooms(locale)}
          </label>
          <select
            id={`${id}-bedrooms`}
            name="bedrooms"
            defaultValue={values.bedrooms}
            aria-invalid={errors.bedrooms ? true : undefined}
            aria-describedby={describedBy("bedrooms")}
            className={FIELD}
          >
            <option value="">{m.estimatorBedroomsNotSure(locale)}</option>
            {BEDROOM_AREAS.map((row) => (
              <option key={row.bedrooms} value={row.bedrooms}>
                {row.label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-bedrooms-error`} text={errors.bedrooms} />
        </div>
        <div>
          <label htmlFor={`${id}-builtUpArea`} className={LABEL}>
            {m.estimatorBuiltUpArea(locale)}
          </label>
          <input
            id={`${id}-builtUpArea`}
            name="builtUpArea"
            type="text"
            inputMode="numeric"
            defaultValue={values.builtUpArea}
            aria-invalid={errors.builtUpArea ? true : undefined}
            aria-describedby={describedBy("builtUpArea", areaSuggested && `${id}-builtUpArea-hint`)}
            className={FIELD}
          />
          <p id={`${id}-builtUpArea-hint`} aria-live="polite" className="mt-1 text-sm text-slate-600 empty:hidden">
            {areaSuggested ? m.estimatorAreaSuggested(locale, { bedrooms: bedroomsIn(locale, Number(current.bedrooms)) }) : ""}
          </p>
          <FieldError id={`${id}-builtUpArea-error`} text={errors.builtUpArea} />
        </div>
        <div className="grid gap-5 sm:grid-cols-[minmax(6rem,auto)_1fr]">
          <div>
            <label htmlFor={`${id}-floors`} className={LABEL}>
              {m.estimatorFloors(locale)}
            </label>
            <select id={`${id}-floors`} name="floors" defaultValue={values.floors || "1"} className={FIELD}>
              {FLOORS.map((floors) => (
                <option key={floors} value={floors}>
                  {floors}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-tier`} className={LABEL}>
              {m.estimatorPackage(locale)}
            </label>
            <select
              id={`${id}-tier`}
              name="tier"
              defaultValue={values.tier || tiers.find((tier) => tier.featured)?.title || tiers[0]?.title}
              aria-invalid={errors.tier ? true : undefined}
              aria-describedby={describedBy("tier")}
              className={FIELD}
            >
              {tiers.map((tier) => (
                <option key={tier.title} value={tier.title}>
                  {tier.title} ({tier.price} {tier.unit})
                </option>
              ))}
            </select>
            <FieldError id={`${id}-tier-error`} text={errors.tier} />
          </div>
        </div>
        {currencies.length > 0 ? (
          <div>
            <label htmlFor={`${id}-currency`} className={LABEL}>
              {m.estimatorAlsoShowIn(locale)}
            </label>
            <select
              id={`${id}-currency`}
              name="currency"
              defaultValue={currencies.some((c) => c.code === values.currency) ? values.currency : ""}
              className={FIELD}
            >
              <option value="">{m.estimatorRupeesOnly(locale)}</option>
              {currencies.map(({ code }) => (
                <option key={code} value={code}>
                  {code} ({currencyName(locale, code)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-800 sm:w-auto"
        >
          <Calculator aria-hidden="true" className="size-5" />
          {m.estimatorSubmit(locale)}
        </button>
      </form>

      <div className="space-y-6">
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <section
            id={RESULT_ID}
            tabIndex={-1}
            aria-labelledby={`${RESULT_ID}-heading`}
            className="-m-3 scroll-mt-3 rounded-lg p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            <h3 id={`${RESULT_ID}-heading`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {m.estimatorResultHeading(locale)}
            </h3>
            <div role="status" aria-live="polite">
              {estimate ? (
                <>
                  <p className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{lakhRangeIn(locale, estimate.low, estimate.high)}</p>
                  {estimate.foreign ? (
                    <p className="mt-1 font-semibold text-slate-700">{foreignRangeIn(locale, estimate.foreign)}</p>
                  ) : null}
                  <p className="mt-2 text-slate-600">{estimateSummary(locale, estimate)}</p>
                  {like ? (
                    <p className="mt-1 text-sm text-slate-600">
                      {m.estimatorStartedFrom(locale)}{" "}
                      <a
                        href={localePath(locale, like.href)}
                        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      >
                        {like.title}
                      </a>
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="mt-2 text-slate-600">{m.estimatorEmpty(locale)}</p>
              )}
            </div>
          </section>
          {estimate ? (
            <>
              <div className="mt-5 grid gap-2 sm:flex sm:flex-wrap lg:grid">
                <button
                  type="button"
                  popoverTarget={TALK_SHEET_ID}
                  data-talk-about={estimateLine(locale, estimate, like)}
                  data-talk-by="call"
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  <PhoneCall aria-hidden="true" className="size-5" />
                  {m.estimatorCallMe(locale)}
                </button>
                <a
                  href={`#${id}-send`}
                  onClick={(event) => {
                    event.preventDefault();
                    toSendForm(id);
                  }}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-50"
                >
                  <WhatsAppIcon className="size-5 text-whatsapp" />
                  {m.estimatorSendShort(locale)}
                </a>
              </div>
              <EstimateDetails
                id={id}
                estimate={estimate}
                exclusions={extras.exclusions}
                payments={extras.payments}
                includesOnPage={includesOnPage}
              />
              <p className="mt-6 text-sm text-slate-600">{m.estimatorNotQuotation(locale)}</p>
            </>
          ) : null}
        </div>

        {estimate ? (
          <form
            id={`${id}-send`}
            method="post"
            action="/api/enquiries"
            onSubmit={onSend}
            className="scroll-mt-24 space-y-4 rounded-card bg-white p-6 shadow-card sm:p-8"
          >
            <h3 className="text-lg font-semibold text-ink">{m.estimatorSendHeading(locale)}</h3>
            <input type="hidden" name="kind" value="estimate" />
            <input type="hidden" name="page" value={page} />
            {FIELDS.map((name) => (
              <input key={name} type="hidden" name={name} value={current[name]} />
            ))}
            <Honeypot id={`${id}-send`} />
            <NameAndPhone id={id} />
            <div>
              <label htmlFor={`${id}-message`} className={LABEL}>
                {m.estimatorAnythingToAdd(locale)} <span className="font-normal text-slate-600">{m.estimatorOptional(locale)}</span>
              </label>
              <textarea id={`${id}-message`} name="message" rows={2} maxLength={ENQUIRY_LIMITS.message} className={FIELD} />
            </div>
            <ConsentLine />
            <button
              type="submit"
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-whatsapp px-6 py-3 font-semibold text-white hover:bg-whatsapp/90 sm:w-auto"
            >
              <WhatsAppIcon className="size-5" />
              {m.estimatorSendHeading(locale)}
            </button>
            <div role="status" className="space-y-1 text-sm">
              {sent ? (
                <>
                  <WhatsAppOpened url={sent.url} blocked={sent.blocked} what="estimate" />
                  <ServerReceipt receipt={sent} what="estimate" done={(ref) => withNode(m.estimatorSavedToo(locale, { ref: MARK }), ref)} />
                </>
              ) : null}
            </div>
          </form>
        ) : null}
      </div>
    </div>
  );
}

/** Hydrated at the visitor's first touch: a visitor reading /services loads no framework for it. */
export const EstimatorIsland = island("estimator", Estimator, { load: "interaction" });
/** Where the page opens on an estimate (/estimate with its figures): ready soon, to show it in the visitor's currency. */
export const EstimatorIslandSoon = island("estimator", Estimator, { load: "idle" });

export default Estimator;
