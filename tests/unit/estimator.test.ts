import { describe, expect, it } from "vitest";
import { formatForeignRange, formatLakh, formatLakhRange, inCurrency, offeredCurrencies, type CurrencyRates } from "../../domain/amounts";
import { enquiryWhatsAppText } from "../../domain/enquiries";
import {
  BEDROOM_AREAS,
  estimateCost,
  estimateMidpoint,
  parseEstimateRequest,
  paymentSplit,
  paymentsTotal,
  suggestedArea,
  type EstimateTier,
} from "../../domain/estimator";
import { DEFAULT_SERVICES } from "../../domain/site-defaults";
import { servicesSchema, sectionErrors } from "../../domain/site-schemas";

const tiers: EstimateTier[] = [
  { title: "Premium", price: "₹1,999", unit: "per sq.ft.", features: ["Teak doors"], warranty: "3-year warranty" },
];
const rates: CurrencyRates = { AED: 22.6, SAR: 23.7, QAR: null, OMR: 231, KWD: 290, BHD: null };

describe("amounts in lakh and crore", () => {
  it("says a range in lakh: whole from 10 lakh, one decimal under it", () => {
    expect(formatLakhRange(3_600_000, 4_140_000)).toBe("₹36–41 lakh");
    expect(formatLakhRange(850_000, 960_000)).toBe("₹8.5–9.6 lakh");
    expect(formatLakhRange(800_000, 920_000)).toBe("₹8–9.2 lakh");
    expect(formatLakhRange(950_000, 1_090_000)).toBe("₹9.5–11 lakh");
  });

  it("says a range in crore above a crore, and both units when it spans them", () => {
    expect(formatLakhRange(12_000_000, 13_800_000)).toBe("₹1.2–1.4 crore");
    expect(formatLakhRange(9_200_000, 10_580_000)).toBe("₹92 lakh – ₹1.1 crore");
    expect(formatLakhRange(120_000_000, 138_000_000)).toBe("₹12–14 crore");
    // 99.6 lakh reads as a crore, not as "100 lakh".
    expect(formatLakhRange(9_960_000, 11_450_000)).toBe("₹1–1.1 crore");
  });

  it("says one amount when both ends read the same, and rupees under a lakh", () => {
    expect(formatLakhRange(3_610_000, 3_640_000)).toBe("₹36 lakh");
    expect(formatLakhRange(4_140_000, 3_600_000)).toBe("₹36–41 lakh");
    expect(formatLakh(45_000)).toBe("₹45,000");
    expect(formatLakhRange(90_000, 120_000)).toBe("₹90,000 – ₹1.2 lakh");
    expect(formatLakh(3_870_000)).toBe("₹39 lakh");
    expect(formatLakh(387_000)).toBe("₹3.9 lakh");
    expect(formatLakh(25_000_000)).toBe("₹2.5 crore");
  });
});

describe("a Gulf currency at the company's rate", () => {
  it("converts a range to three significant figures and says the rate and its day", () => {
    const range = inCurrency(370_000, 420_000, "AED", rates, "2026-11-01");
    expect(range).toEqual({ code: "AED", rate: 22.6, low: 16_400, high: 18_600, setOn: "2026-11-01" });
    expect(formatForeignRange(range!)).toBe("≈ AED 16,400–18,600 at ₹22.6 per AED (rate set 1 Nov 2026)");
    expect(formatForeignRange(inCurrency(3_600_000, 4_140_000, "KWD", rates)!)).toBe("≈ KWD 12,400–14,300 at ₹290 per KWD");
  });

  it("offers only the currencies with a rate, and converts nothing else", () => {
    expect(offeredCurrencies(rates).map((c) => c.code)).toEqual(["AED", "SAR", "OMR", "KWD"]);
    expect(inCurrency(3_600_000, 4_140_000, "QAR", rates)).toBeNull();
    expect(inCurrency(3_600_000, 4_140_000, "USD", rates)).toBeNull();
    expect(inCurrency(3_600_000, 4_140_000, "", rates)).toBeNull();
  });
});

describe("the payment split", () => {
  it("gives each stage its share of the estimate's midpoint", () => {
    const estimate = { low: 3_600_000, high: 4_140_000 };
    expect(estimateMidpoint(estimate)).toBe(3_870_000);
    const split = paymentSplit(estimate, DEFAULT_SERVICES.estimator.payments);
    expect(split.map((s) => [s.stage, s.percent, formatLakh(s.amount)])).toEqual([
      ["Agreement", 10, "₹3.9 lakh"],
      ["Foundation", 15, "₹5.8 lakh"],
      ["Plinth and ground floor slab", 20, "₹7.7 lakh"],
      ["Roof slab", 20, "₹7.7 lakh"],
      ["Brickwork and plastering", 15, "₹5.8 lakh"],
      ["Flooring and finishing", 15, "₹5.8 lakh"],
      ["Handover", 5, "₹1.9 lakh"],
    ]);
    expect(split.reduce((sum, s) => sum + s.amount, 0)).toBeCloseTo(3_870_000, 6);
  });

  it("adds percentages in hundredths, and the schema refuses stages that do not make 100%", () => {
    expect(paymentsTotal(DEFAULT_SERVICES.estimator.payments)).toBe(100);
    expect(
      paymentsTotal([
        { stage: "a", percent: 33.33 },
        { stage: "b", percent: 33.33 },
        { stage: "c", percent: 33.34 },
      ]),
    ).toBe(100);
    const short = {
      ...DEFAULT_SERVICES,
      estimator: { ...DEFAULT_SERVICES.estimator, payments: DEFAULT_SERVICES.estimator.payments.slice(1) },
    };
    const parsed = servicesSchema.safeParse(short);
    expect(parsed.success).toBe(false);
    expect(sectionErrors(parsed.error!)).toEqual({ "estimator.payments": "Payment stages must add up to 100% (now 90%)" });
    expect(servicesSchema.safeParse(DEFAULT_SERVICES).success).toBe(true);
  });
});

describe("the estimate with bedrooms and a currency", () => {
  it("suggests a typical Kerala home's area for the bedrooms", () => {
    expect(BEDROOM_AREAS.map((row) => [row.label, row.sqft])).toEqual([
      ["1", 650],
      ["2", 1000],
      ["3", 1500],
      ["4", 2100],
      ["5+", 2800],
    ]);
    expect(suggestedArea("3")).toBe(1500);
    expect(suggestedArea(5)).toBe(2800);
    expect(suggestedArea("")).toBeNull();
    expect(suggestedArea("9")).toBeNull();
  });

  it("reads bedrooms and a currency when sent, and estimates as before without them", () => {
    const base = { plotSize: "5", plotUnit: "cents", builtUpArea: "1800", floors: "2", tier: "Premium" };
    const old = parseEstimateRequest(base, tiers);
    expect(old).toEqual({ ok: true, request: { plotSize: 5, plotUnit: "cents", builtUpArea: 1800, floors: 2, tier: "Premium" } });
    const asked = parseEstimateRequest({ ...base, bedrooms: "3", currency: "AED" }, tiers);
    expect(asked.ok && asked.request).toMatchObject({ bedrooms: 3, currency: "AED" });
    expect(parseEstimateRequest({ ...base, bedrooms: "7" }, tiers)).toEqual({
      ok: false,
      errors: { bedrooms: "Choose the bedrooms from 1 to 5+" },
    });
    // A currency is a wish, never an error.
    expect(parseEstimateRequest({ ...base, currency: "XYZ" }, tiers)).toEqual(old);

    const estimate = estimateCost(asked.ok ? asked.request : (undefined as never), tiers, { rates, setOn: "2026-11-01" });
    expect(estimate).toMatchObject({ low: 3_600_000, high: 4_140_000, bedrooms: 3, currency: "AED" });
    expect(estimate.foreign).toEqual({ code: "AED", rate: 22.6, low: 159_000, high: 183_000, setOn: "2026-11-01" });
    const text = enquiryWhatsAppText({
      kind: "estimate",
      name: "Deepa",
      phone: "9447012345",
      email: "",
      message: "",
      reference: "E-2611-7KQ3M",
      details: { kind: "estimate", tier: "Premium", estimate },
    });
    expect(text).toContain("\nBedrooms: 3\n");
    expect(text).toContain("\nEstimate: ₹36–41 lakh\n≈ AED 159,000–183,000 at ₹22.6 per AED (rate set 1 Nov 2026)\n");
    // A currency without a rate is left out.
    expect(
      estimateCost({ ...(asked.ok ? asked.request : (undefined as never)), currency: "QAR" }, tiers, { rates, setOn: "" }),
    ).not.toHaveProperty("foreign");
  });
});
