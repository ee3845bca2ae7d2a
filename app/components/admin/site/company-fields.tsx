/**
 * The fields of Company details (/site/company) that do more than hold a value: the WhatsApp
 * number that follows the phone, and the office hours' presets. Numbers are read as every phone
 * field reads them (domain/phone.ts).
 */
import Check from "lucide-react/icons/check";
import { useEffect, useId, useState } from "react";
import { HOURS_PRESETS, isPreset } from "../../../../domain/office-hours";
import { formatPhone, INDIA, readPhone, whatsAppDigits, whatsAppNumberOf } from "../../../../domain/phone";
import type { OpeningHours } from "../../../../domain/site-schemas";
import { useLocale } from "../../../i18n/locale";
import * as m from "../../../i18n/messages";
import { hoursPresetLabel } from "./section-labels";
import { SiteText } from "./site-fields";
import { useFieldValue, useSiteForm } from "./site-form";

/** The phone as the site shows it once the field is left: "98470 12345" becomes "+91 98470 12345". */
export function tidyPhone(text: string): string {
  const { phone } = readPhone(text);
  return phone?.country === INDIA ? formatPhone(phone) : text;
}

/** The WhatsApp number as a wa.me link needs it once the field is left: "+971 50 123 4567" becomes "971501234567". */
function tidyWhatsApp(text: string): string {
  return whatsAppNumberOf(text) ?? text;
}

/**
 * The WhatsApp number, or "same as phone": on when the two are one number, it fills the WhatsApp
 * number from the phone as it is typed and hides its field. The content still holds both numbers
 * (the site's buttons and the API read each), and "Fix" for WhatsApp lands on this box.
 */
export function WhatsAppNumber() {
  const locale = useLocale();
  const { set, revision, busy } = useSiteForm();
  const phone = useFieldValue("phone");
  const whatsapp = useFieldValue("whatsapp");
  const reading = typeof phone === "string" ? readPhone(phone).phone : undefined;
  const fromPhone = reading ? whatsAppDigits(reading) : null;
  const sameNow = fromPhone !== null && typeof whatsapp === "string" && whatsAppNumberOf(whatsapp) === fromPhone;
  const [same, setSame] = useState(sameNow);
  const [seen, setSeen] = useState(revision);
  const id = useId();
  // A value replaced whole (a save's answer, a restored version) says again whether they are one number.
  if (seen !== revision) {
    setSeen(revision);
    setSame(sameNow);
  }
  // While the phone cannot be read (half typed), the WhatsApp number keeps the last one that could.
  useEffect(() => {
    if (same && fromPhone !== null && fromPhone !== whatsapp) set("whatsapp", fromPhone);
  }, [same, fromPhone, whatsapp, set]);

  return (
    <div data-field="whatsapp" className="space-y-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={same}
          disabled={busy}
          onChange={(event) => setSame(event.target.checked)}
          aria-describedby={same ? `${id}-note` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-focus"
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-800">
            {m.adminSiteWhatsAppSame(locale)}
          </label>
          {same ? (
            <p id={`${id}-note`} className="text-sm text-slate-600">
              {reading ? m.adminSiteWhatsAppChat(locale, { phone: formatPhone(reading) }) : m.adminSiteWhatsAppFollows(locale)}
            </p>
          ) : null}
        </div>
      </div>
      {same ? null : (
        <SiteText
          path="whatsapp"
          label={m.adminSiteWhatsAppNumber(locale)}
          type="tel"
          inputMode="tel"
          tidy={tidyWhatsApp}
          hint={m.adminSiteWhatsAppHint(locale)}
        />
      )}
    </div>
  );
}

/** One tap for a usual week (domain/office-hours.ts): it fills the seven days, each still editable below. */
export function HoursPresets() {
  const locale = useLocale();
  const { set, busy, clearErrorsUnder } = useSiteForm();
  const value = useFieldValue("hours");
  const hours = (Array.isArray(value) ? value : []) as OpeningHours[];
  const [told, setTold] = useState("");
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-2">
      <p id={id} className="text-sm font-medium text-slate-700">
        {m.adminSiteHoursFill(locale)}
      </p>
      <div className="flex flex-wrap gap-2">
        {HOURS_PRESETS.map((preset) => {
          const current = isPreset(hours, preset);
          const label = hoursPresetLabel(locale, preset.label);
          return (
            <button
              key={preset.label}
              type="button"
              disabled={busy}
              aria-current={current ? "true" : undefined}
              onClick={() => {
                set(
                  "hours",
                  preset.hours.map((day) => ({ ...day })),
                );
                clearErrorsUnder("hours");
                setTold(m.adminSiteHoursSet(locale, { hours: label }));
              }}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 py-2 text-left text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 ${current ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
            >
              {current ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
              {label}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {told}
      </p>
    </div>
  );
}
