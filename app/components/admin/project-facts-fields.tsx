/**
 * The project form's optional facts (domain/project-facts.ts): status, year, locality, sizes,
 * duration and price package, and for a renovation the two photos shown as before and after.
 * Every value is text as typed; the schema checks it, on the phone and again on the server.
 */
import { CONSTRUCTION_STATUSES, FACT_LIMITS, type ProjectFacts } from "../../../domain/project-facts";
import type { Project } from "../../../domain/entities";
import { SelectField, TextField } from "./form-controls";

export type FactValues = Record<Exclude<keyof ProjectFacts, "beforeImage" | "afterImage">, string> & {
  beforeImage: string;
  afterImage: string;
};

export const FACT_FIELDS = [
  "constructionStatus",
  "year",
  "locality",
  "plotCents",
  "builtUpSqft",
  "floors",
  "bedrooms",
  "durationMonths",
  "priceTier",
  "beforeImage",
  "afterImage",
] as const satisfies ReadonlyArray<keyof FactValues>;

export function initialFactValues(project: Project | undefined): FactValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    constructionStatus: text(project?.constructionStatus),
    year: text(project?.year),
    locality: text(project?.locality),
    plotCents: text(project?.plotCents),
    builtUpSqft: text(project?.builtUpSqft),
    floors: text(project?.floors),
    bedrooms: text(project?.bedrooms),
    durationMonths: text(project?.durationMonths),
    priceTier: text(project?.priceTier),
    beforeImage: text(project?.beforeImage),
    afterImage: text(project?.afterImage),
  };
}

export interface PhotoChoice {
  /** A stored photo's name, or `new:{n}` for the n-th photo queued in this form. */
  value: string;
  label: string;
}

interface Props {
  values: FactValues;
  errors: Record<string, string>;
  onChange: (field: keyof FactValues) => (event: { target: { value: string } }) => void;
  /** The photos a renovation's before and after can be chosen from; null when not a renovation. */
  photos: PhotoChoice[] | null;
}

const NUMBER = { inputMode: "numeric", autoComplete: "off" } as const;

export function ProjectFactsFields({ values, errors, onChange, photos }: Props) {
  const thisYear = new Date().getFullYear();
  const photoOptions = [{ value: "", label: "None" }, ...(photos ?? [])];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">Project facts</legend>
      <p className="text-sm text-slate-600">Optional. Cards show a short line of them, the project page all of them.</p>
      {/* Two columns from the phone up: most facts are short numbers. */}
      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-3">
        <SelectField
          label="Status"
          name="constructionStatus"
          value={values.constructionStatus}
          onChange={onChange("constructionStatus")}
          error={errors.constructionStatus}
          options={[{ value: "", label: "Not given" }, ...CONSTRUCTION_STATUSES.map((status) => ({ value: status, label: status }))]}
        />
        <TextField
          label="Year"
          name="year"
          hint={`Done, or begun (${FACT_LIMITS.yearMin}–${thisYear + FACT_LIMITS.yearAhead})`}
          value={values.year}
          onChange={onChange("year")}
          error={errors.year}
          {...NUMBER}
        />
        <div className="col-span-2 lg:col-span-1">
          <TextField
            label="Locality"
            name="locality"
            hint="e.g. Kowdiar"
            value={values.locality}
            onChange={onChange("locality")}
            error={errors.locality}
            autoComplete="off"
          />
        </div>
        <TextField
          label="Plot size (cents)"
          name="plotCents"
          value={values.plotCents}
          onChange={onChange("plotCents")}
          error={errors.plotCents}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label="Built-up area (sq.ft)"
          name="builtUpSqft"
          value={values.builtUpSqft}
          onChange={onChange("builtUpSqft")}
          error={errors.builtUpSqft}
          {...NUMBER}
        />
        <TextField label="Floors" name="floors" value={values.floors} onChange={onChange("floors")} error={errors.floors} {...NUMBER} />
        <TextField
          label="Bedrooms"
          name="bedrooms"
          value={values.bedrooms}
          onChange={onChange("bedrooms")}
          error={errors.bedrooms}
          {...NUMBER}
        />
        <TextField
          label="Duration (months)"
          name="durationMonths"
          value={values.durationMonths}
          onChange={onChange("durationMonths")}
          error={errors.durationMonths}
          {...NUMBER}
        />
        <div className="col-span-2 lg:col-span-1">
          <TextField
            label="Price package"
            name="priceTier"
            hint="As named on the Services page, e.g. Premium"
            value={values.priceTier}
            onChange={onChange("priceTier")}
            error={errors.priceTier}
            autoComplete="off"
          />
        </div>
      </div>
      {photos ? (
        <div className="mt-5 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
          <p className="text-sm text-slate-600 sm:col-span-2">
            A renovation can show two of its gallery photos side by side, with a divide the visitor drags.
          </p>
          <SelectField
            label="Before photo"
            name="beforeImage"
            value={values.beforeImage}
            onChange={onChange("beforeImage")}
            error={errors.beforeImage}
            options={photoOptions}
          />
          <SelectField
            label="After photo"
            name="afterImage"
            value={values.afterImage}
            onChange={onChange("afterImage")}
            error={errors.afterImage}
            options={photoOptions}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
