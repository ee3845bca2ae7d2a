/**
 * The cost estimator (issue #15): plot, built-up area, floors and a package → an estimated range,
 * what the package includes and its warranty, and "Send this estimate on WhatsApp", which keeps an
 * enquiry with the figures and opens the chat.
 *
 * Without JavaScript both are plain forms: the estimate is a GET to /estimate, where the server
 * computes it, and the send posts to the server (its thank-you page). As an island (hydrated at
 * the first touch) it estimates as the visitor types and sends through the enquiry queue. Its
 * fields are uncontrolled, so what was typed before it hydrated is what it reads.
 */
import Calculator from "lucide-react/icons/calculator";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  enquiryWhatsAppText,
  ENQUIRY_LIMITS,
  estimateCost,
  formatRupees,
  newKey,
  newReference,
  parseEstimateRequest,
  type Estimate,
  type EstimateTier,
} from "../../../domain/enquiries";
import { whatsappUrl } from "../../lib/contact-links";
import { sendEnquiry } from "../../lib/enquiry-queue";
import { island } from "../../islands/island";
import { TierIncludes } from "../sections/tier-includes";
import { WhatsAppIcon } from "../layout/brand-icons";
import { ConsentLine, FIELD, Honeypot, LABEL, NameAndPhone, ServerReceipt, WhatsAppOpened, type Receipt } from "../sections/enquiry-parts";

export interface EstimatorValues {
  plotSize: string;
  plotUnit: string;
  builtUpArea: string;
  floors: string;
  tier: string;
}

export interface EstimatorProps {
  id: string;
  tiers: Array<EstimateTier & { featured?: boolean }>;
  whatsapp: string;
  page: string;
  /** What the form starts with (the server's answer on /estimate). */
  values: EstimatorValues;
  /** The server's check of `values`, when they were sent (/estimate without JavaScript). */
  checked?: { estimate: Estimate | null; errors: Record<string, string> };
}

const FLOORS = ["1", "2", "3", "4", "5"];

const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes));

function readValues(form: HTMLFormElement): EstimatorValues {
  const data = new FormData(form);
  const field = (name: keyof EstimatorValues) => String(data.get(name) ?? "");
  return {
    plotSize: field("plotSize"),
    plotUnit: field("plotUnit"),
    builtUpArea: field("builtUpArea"),
    floors: field("floors"),
    tier: field("tier"),
  };
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

interface Sent extends Receipt {
  url: string;
  blocked: boolean;
}

export function Estimator({ id, tiers, whatsapp, page, values, checked }: EstimatorProps) {
  const [result, setResult] = useState(checked ?? null);
  const [current, setCurrent] = useState(values);
  const [sent, setSent] = useState<Sent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  const estimate = result?.estimate ?? null;

  const recompute = (form: HTMLFormElement, showErrors: boolean) => {
    const next = readValues(form);
    setCurrent(next);
    const parsed = parseEstimateRequest(next, tiers);
    if (parsed.ok) setResult({ estimate: estimateCost(parsed.request, tiers), errors: {} });
    // While typing, an unfinished figure is not an error yet; a press of Estimate shows them all.
    else setResult(showErrors ? { estimate: null, errors: parsed.errors } : { estimate: null, errors: {} });
  };

  // Figures typed before the island hydrated are in the fields: estimate them once it has.
  const typedBefore = useRef(values);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readValues(form);
    if (JSON.stringify(typed) === JSON.stringify(typedBefore.current)) return;
    setCurrent(typed);
    const parsed = parseEstimateRequest(typed, tiers);
    if (parsed.ok) setResult({ estimate: estimateCost(parsed.request, tiers), errors: {} });
  }, [tiers]);

  const onEstimate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    recompute(event.currentTarget, true);
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!estimate) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const phone = String(data.get("phone") ?? "").trim();
    const message = String(data.get("message") ?? "").trim();
    const reference = newReference(new Date(), random(5));
    const text = enquiryWhatsAppText({
      kind: "estimate",
      name,
      phone,
      email: "",
      message,
      reference,
      details: { kind: "estimate", tier: estimate.tier, estimate },
    });
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

  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form
        ref={formRef}
        method="get"
        action="/estimate"
        onSubmit={onEstimate}
        onInput={(event) => recompute(event.currentTarget, false)}
        className="space-y-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <div>
            <label htmlFor={`${id}-plotSize`} className={LABEL}>
              Plot size
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
              Unit
            </label>
            <select id={`${id}-plotUnit`} name="plotUnit" defaultValue={values.plotUnit || "cents"} className={FIELD}>
              <option value="cents">cents</option>
              <option value="sqft">sq.ft</option>
            </select>
          </div>
          <FieldError id={`${id}-plotSize-error`} text={errors.plotSize} />
        </div>
        <div>
          <label htmlFor={`${id}-builtUpArea`} className={LABEL}>
            Built-up area (sq.ft, all floors)
          </label>
          <input
            id={`${id}-builtUpArea`}
            name="builtUpArea"
            type="text"
            inputMode="numeric"
            defaultValue={values.builtUpArea}
            required
            aria-invalid={errors.builtUpArea ? true : undefined}
            aria-describedby={describedBy("builtUpArea")}
            className={FIELD}
          />
          <FieldError id={`${id}-builtUpArea-error`} text={errors.builtUpArea} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-floors`} className={LABEL}>
              Floors
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
              Package
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
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-800 sm:w-auto"
        >
          <Calculator aria-hidden="true" className="size-5" />
          Estimate
        </button>
      </form>

      <div className="space-y-6">
        <div role="status" aria-live="polite" className="rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          {estimate ? (
            <>
              <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Estimated cost</p>
              <p className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">
                {formatRupees(estimate.low)} – {formatRupees(estimate.high)}
              </p>
              <p className="mt-2 text-slate-600">
                {estimate.tier} at {formatRupees(estimate.rate)} per sq.ft × {estimate.builtUpArea.toLocaleString("en-IN")} sq.ft on{" "}
                {estimate.floors} floor{estimate.floors === 1 ? "" : "s"}; plot {estimate.plotSqft.toLocaleString("en-IN")} sq.ft.
              </p>
              <TierIncludes features={estimate.features} warranty={estimate.warranty} className="mt-4" />
              <p className="mt-4 text-sm text-slate-600">
                An estimate, not a quotation: the soil, the design and your choices change it. We give an itemised quotation after a site
                visit.
              </p>
            </>
          ) : (
            <p className="text-slate-600">Enter your plot and the area you want to build, and the estimate appears here.</p>
          )}
        </div>

        {estimate ? (
          <form method="post" action="/api/enquiries" onSubmit={onSend} className="space-y-4 rounded-card bg-white p-6 shadow-card sm:p-8">
            <h3 className="text-lg font-semibold text-ink">Send this estimate on WhatsApp</h3>
            <input type="hidden" name="kind" value="estimate" />
            <input type="hidden" name="page" value={page} />
            {(Object.keys(current) as Array<keyof EstimatorValues>).map((name) => (
              <input key={name} type="hidden" name={name} value={current[name]} />
            ))}
            <Honeypot id={`${id}-send`} />
            <NameAndPhone id={id} />
            <div>
              <label htmlFor={`${id}-message`} className={LABEL}>
                Anything to add? <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <textarea id={`${id}-message`} name="message" rows={2} maxLength={ENQUIRY_LIMITS.message} className={FIELD} />
            </div>
            <ConsentLine />
            <button
              type="submit"
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-whatsapp px-6 py-3 font-semibold text-white hover:bg-whatsapp/90 sm:w-auto"
            >
              <WhatsAppIcon className="size-5" />
              Send this estimate on WhatsApp
            </button>
            <div role="status" className="space-y-1 text-sm">
              {sent ? (
                <>
                  <WhatsAppOpened url={sent.url} blocked={sent.blocked} what="estimate" />
                  <ServerReceipt receipt={sent} what="estimate" done={(ref) => <>We have your estimate too: its reference is {ref}.</>} />
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
