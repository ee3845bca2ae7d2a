/** The four steps of the services page and the three pricing tiers of SPEC §2 Services and §9. */

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export const PROCESS_STEPS: ProcessStep[] = [
  {
    step: 1,
    title: "Consultation",
    description: "We visit your plot, listen to what you need, check the soil and access, and give you an honest first estimate.",
  },
  {
    step: 2,
    title: "Planning & Design",
    description: "Our architects draw your plans and 3D views, and we prepare the permit drawings and a fixed, itemised quotation.",
  },
  {
    step: 3,
    title: "Construction",
    description: "A site engineer runs the work every day. You get weekly photos, and every stage is checked before the next begins.",
  },
  {
    step: 4,
    title: "Completion & Handover",
    description:
      "A final walk-through together, the snag list closed, the completion certificate, and your keys — with the warranty in writing.",
  },
];

export interface PricingTier {
  title: string;
  price: string;
  unit: string;
  description: string;
  features: string[];
  featured: boolean;
}

export const PRICING_TIERS: PricingTier[] = [
  {
    title: "Basic",
    price: "₹1,499",
    unit: "per sq.ft.",
    description: "A solid, well-finished home with trusted standard materials.",
    features: [
      "Structural design and building permit drawings",
      "RCC frame with laterite or solid block walls",
      "Vitrified tile flooring",
      "Standard sanitary fittings and concealed wiring",
      "1-year warranty",
    ],
    featured: false,
  },
  {
    title: "Premium",
    price: "₹1,999",
    unit: "per sq.ft.",
    description: "Our most chosen package: better materials and more care after handover.",
    features: [
      "Everything in Basic",
      "3D elevation and interior layout",
      "Large-format vitrified or granite flooring",
      "Branded sanitary ware and modular switches",
      "Teak main door and windows",
      "3-year warranty",
      "Free maintenance for 6 months",
    ],
    featured: true,
  },
  {
    title: "Luxury",
    price: "₹2,499",
    unit: "per sq.ft.",
    description: "Premium finishes, custom interiors and the longest cover we offer.",
    features: [
      "Everything in Premium",
      "Custom interior design with modular kitchen",
      "Imported marble or Athangudi tile flooring",
      "Home automation and solar provision",
      "Landscaping of the front yard",
      "5-year warranty",
      "Free maintenance for 1 year",
    ],
    featured: false,
  },
];
