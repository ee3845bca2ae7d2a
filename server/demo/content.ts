/**
 * The demo site's records: real-sounding work of a Thiruvananthapuram builder. Each picture is a
 * drawing (./drawings.ts) named by its scene and seed, rendered when the demo is seeded.
 */
import { DEFAULT_ABOUT } from "../../domain/site-defaults";
import type { ServiceIcon } from "../../domain/site-content";
import type { Picture } from "./drawings";

/**
 * A post's author: one of the team the about page starts with, by the name it shows there, so that
 * who writes is someone a visitor can meet (and never mistakes for a client quoted on the site).
 */
function member(name: string): string {
  if (!DEFAULT_ABOUT.team.some((person) => person.name === name)) throw new Error(`"${name}" is not in the demo team`);
  return name;
}

/**
 * Every picture, named once: a gallery or post that shows a project's work shows the very same
 * image (stored once), as the company's own photographs would be reused.
 */
const P = {
  spiceWarehouse: { scene: "warehouse", seed: 11, time: "morning" },
  spiceWarehouseEvening: { scene: "warehouse", seed: 12, time: "evening" },
  spiceWarehouseFrame: { scene: "site", seed: 13, time: "morning" },
  spiceWarehousePlan: { scene: "plan", seed: 14 },
  fortRestoration: { scene: "house", seed: 21, time: "morning", storeys: 1, renovating: true },
  fortRoofWork: { scene: "house", seed: 22, time: "noon", storeys: 1, renovating: true },
  fortHall: { scene: "interior", seed: 23, evening: true },
  fortFinished: { scene: "house", seed: 24, time: "evening", storeys: 1 },
  /** The same house as fortFinished, under restoration: the demo's before-and-after pair. */
  fortBefore: { scene: "house", seed: 24, time: "evening", storeys: 1, renovating: true },
  technoparkBlock: { scene: "office", seed: 31, time: "evening" },
  technoparkNoon: { scene: "office", seed: 32, time: "noon" },
  technoparkFrame: { scene: "site", seed: 33, time: "noon" },
  pattomLiving: { scene: "interior", seed: 41 },
  pattomEvening: { scene: "interior", seed: 42, evening: true },
  pattomFamilyRoom: { scene: "interior", seed: 43 },
  pattomPlan: { scene: "plan", seed: 44 },
  kovalamHome: { scene: "house", seed: 51, time: "noon", storeys: 1 },
  kovalamDusk: { scene: "house", seed: 52, time: "dusk", storeys: 1 },
  kovalamLiving: { scene: "interior", seed: 53 },
  vizhinjamComplex: { scene: "office", seed: 61, time: "morning" },
  vizhinjamFrame: { scene: "site", seed: 62, time: "evening" },
  vizhinjamNoon: { scene: "office", seed: 63, time: "noon" },
  kowdiarVilla: { scene: "house", seed: 71, time: "dusk", storeys: 2 },
  kowdiarMorning: { scene: "house", seed: 72, time: "morning", storeys: 2 },
  kowdiarLiving: { scene: "interior", seed: 73 },
  kowdiarLounge: { scene: "interior", seed: 74, evening: true },
  kowdiarFrame: { scene: "site", seed: 75, time: "morning" },
  blockWalls: { scene: "site", seed: 81, time: "morning" },
  monsoonRoof: { scene: "house", seed: 82, time: "noon", storeys: 2, renovating: true },
  permitDrawings: { scene: "plan", seed: 83 },
  costSite: { scene: "site", seed: 87, time: "noon" },
  breezyLiving: { scene: "interior", seed: 84 },
  siteSreekaryam: { scene: "site", seed: 91, time: "evening" },
  interiorKaramana: { scene: "interior", seed: 94 },
  homePeroorkada: { scene: "house", seed: 98, time: "morning", storeys: 2 },
} satisfies Record<string, Picture>;

/**
 * What each picture shows, as the company describes its photographs (Admin → a photo's
 * description): the pages' alt text and captions, in place of "Villa at Kowdiar - Image 2".
 */
const CAPTIONS = new Map<Picture, string>([
  [P.spiceWarehouseEvening, "The warehouse in the evening, its ridge skylights over the loading bays"],
  [P.spiceWarehouseFrame, "The steel frame going up on site"],
  [P.spiceWarehousePlan, "The warehouse's floor plan, drawn for the permit"],
  [P.fortBefore, "Before: the tharavadu under repair, its roof opened"],
  [P.fortRoofWork, "Country tiles relaid over a new waterproof layer"],
  [P.fortHall, "The hall under the old teak rafters, treated and kept"],
  [P.fortFinished, "After: the home restored, its laterite walls re-plastered in lime"],
  [P.technoparkNoon, "The north-facing curtain wall at noon"],
  [P.technoparkFrame, "Post-tensioned slabs rising floor by floor"],
  [P.pattomEvening, "The living room's cove lighting in the evening"],
  [P.pattomFamilyRoom, "The family room, opened up to the balcony"],
  [P.pattomPlan, "The apartment's plan: three bedrooms around the living room"],
  [P.pattomLiving, "The apartment's living room, Pattom"],
  [P.kovalamDusk, "The home at dusk under its deep eaves"],
  [P.kovalamLiving, "The living room beside the open courtyard"],
  [P.kovalamHome, "The family home at Kovalam at noon"],
  [P.vizhinjamFrame, "The upper floors' frame at the end of a working day"],
  [P.vizhinjamNoon, "Shopfronts along the covered walkway"],
  [P.kowdiarVilla, "The villa at Kowdiar at dusk"],
  [P.kowdiarMorning, "Front elevation in the morning, with its layered tiled roofs"],
  [P.kowdiarLiving, "The living room, with cross ventilation from both sides"],
  [P.kowdiarLounge, "The upstairs lounge in the evening"],
  [P.kowdiarFrame, "The villa's frame and first-floor slab during construction"],
  [P.blockWalls, "Solid block walls going up on a home's ground floor"],
  [P.monsoonRoof, "A sloped roof being re-laid before the monsoon"],
  [P.permitDrawings, "Drawings prepared for a building permit"],
  [P.costSite, "A home's site at noon, the frame up to the roof slab"],
  [P.breezyLiving, "A living room kept cool by cross ventilation"],
  [P.siteSreekaryam, "A home's frame rising at Sreekaryam"],
  [P.interiorKaramana, "A living room finished at Karamana"],
  [P.homePeroorkada, "A two-storey home handed over at Peroorkada"],
]);

/** The descriptions of a list of pictures as an upload sends them: `{"new:0": "…"}` (docs/api.md, `imageAlts`). */
export function captionsOf(pictures: readonly Picture[]): string {
  return JSON.stringify(
    Object.fromEntries(pictures.flatMap((picture, i) => (CAPTIONS.has(picture) ? [[`new:${i}`, CAPTIONS.get(picture)]] : []))),
  );
}

export interface DemoProject {
  title: string;
  description: string;
  category: string;
  location: string;
  cover: Picture;
  gallery: Picture[];
  /** The facts of domain/project-facts.ts, as the admin form sends them. */
  facts: Record<string, string>;
  /** For a renovation: which of `gallery` are its before and after photos (by position). */
  beforeAfter?: [number, number];
}

export interface DemoBlog {
  title: string;
  author: string;
  /** How many days before the demo is loaded the post went public: a blog written over months, the newest a few days old. */
  daysAgo: number;
  category: string;
  tags: string[];
  content: string;
  images: Picture[];
}

export interface DemoGallery {
  title: string;
  description: string;
  images: Picture[];
}

/**
 * The site content's photos (Site → Home page, Services, About page): a finished home, each
 * service's work (by the service's icon), and a site at work.
 */
export const DEMO_SITE_PHOTOS = {
  // The villa without its sheet's lettering: the hero's headline is set over it.
  hero: { ...P.kowdiarVilla, bare: true },
  about: P.technoparkFrame,
  services: {
    house: P.kovalamHome,
    "paint-roller": P.fortBefore,
    shovel: P.vizhinjamFrame,
    "brick-wall": P.spiceWarehouseFrame,
    zap: P.pattomEvening,
    sofa: P.kowdiarLiving,
    hammer: P.fortRoofWork,
    "pencil-ruler": P.pattomPlan,
  } satisfies Record<ServiceIcon, Picture>,
};

/** Oldest first: the last one created is the newest, and leads every list. */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: "Warehouse for a Spice Exporter, Nagercoil",
    description:
      "A 22,000 sq.ft. pre-engineered steel warehouse with ridge skylights that light the floor without heating it. Dock-levelled loading bays, a 200 mm trimix floor rated for forklifts, and rainwater harvesting that fills a 1.5 lakh-litre sump.",
    category: "Industrial",
    location: "Nagercoil, Tamil Nadu",
    cover: P.spiceWarehouse,
    gallery: [P.spiceWarehouseEvening, P.spiceWarehouseFrame, P.spiceWarehousePlan],
    facts: {
      constructionStatus: "Completed",
      year: "2021",
      locality: "Nagercoil",
      plotCents: "150",
      builtUpSqft: "22000",
      floors: "1",
      durationMonths: "9",
    },
  },
  {
    title: "Heritage Home Restoration, Fort",
    description:
      "A ninety-year-old tharavadu near East Fort given a new life: the teak rafters were treated and kept, the country tiles relaid over a new waterproof layer, and the laterite walls re-plastered in lime so they can still breathe.",
    category: "Renovation",
    location: "East Fort, Thiruvananthapuram",
    cover: P.fortRestoration,
    gallery: [P.fortBefore, P.fortRoofWork, P.fortHall, P.fortFinished],
    facts: {
      constructionStatus: "Completed",
      year: "2023",
      locality: "East Fort",
      plotCents: "12",
      builtUpSqft: "2600",
      floors: "1",
      bedrooms: "4",
      durationMonths: "7",
    },
    beforeAfter: [0, 3],
  },
  {
    title: "Office Block at Technopark Phase III",
    description:
      "Six floors of column-free office space with a double-glazed curtain wall facing north, so the desks get daylight without the glare. Built in 14 months with a post-tensioned slab that saved one metre of height per floor.",
    category: "Commercial",
    location: "Technopark Phase III, Kazhakkoottam",
    cover: P.technoparkBlock,
    gallery: [P.technoparkNoon, P.technoparkFrame],
    facts: {
      constructionStatus: "Completed",
      year: "2024",
      locality: "Kazhakkoottam",
      plotCents: "60",
      builtUpSqft: "54000",
      floors: "6",
      durationMonths: "14",
    },
  },
  {
    title: "Apartment Interiors, Pattom",
    description:
      "Interiors for a three-bedroom apartment: modular kitchen in marine ply, teak-finish wardrobes, false ceilings with cove lighting and a living room opened up to the balcony breeze.",
    category: "Interior",
    location: "Pattom, Thiruvananthapuram",
    cover: P.pattomLiving,
    gallery: [P.pattomEvening, P.pattomFamilyRoom, P.pattomPlan],
    facts: {
      constructionStatus: "Completed",
      year: "2025",
      locality: "Pattom",
      builtUpSqft: "1650",
      bedrooms: "3",
      durationMonths: "3",
      priceTier: "Premium",
    },
  },
  {
    title: "Family Home at Kovalam",
    description:
      "A single-storey home of 2,100 sq.ft. a kilometre from the beach, with deep eaves, a courtyard open to the sky and salt-resistant fittings throughout. The sloped roof carries solar panels on its southern face.",
    category: "Residential",
    location: "Kovalam, Thiruvananthapuram",
    cover: P.kovalamHome,
    gallery: [P.kovalamDusk, P.kovalamLiving],
    facts: {
      constructionStatus: "Completed",
      year: "2025",
      locality: "Kovalam",
      plotCents: "8",
      builtUpSqft: "2100",
      floors: "1",
      bedrooms: "3",
      durationMonths: "10",
      priceTier: "Premium",
    },
  },
  {
    title: "Commercial Complex, Vizhinjam",
    description:
      "A seven-storey block near the new port: 24 shops around a covered walkway on the ground floor and offices above, with a service lane behind and fire stairs at both ends. Delivered in phases, so the shops opened while the upper floors were finished.",
    category: "Commercial",
    location: "Vizhinjam, Thiruvananthapuram",
    cover: P.vizhinjamComplex,
    gallery: [P.vizhinjamFrame, P.vizhinjamNoon],
    facts: { constructionStatus: "Ongoing", year: "2025", locality: "Vizhinjam", plotCents: "45", builtUpSqft: "38000", floors: "7" },
  },
  {
    title: "Villa at Kowdiar",
    description:
      "A two-storey, four-bedroom villa on a 10-cent plot: layered tiled roofs, a laterite-clad entrance, cross ventilation in every room and a rainwater-fed garden. Handed over in 11 months, at the agreed price.",
    category: "Residential",
    location: "Kowdiar, Thiruvananthapuram",
    cover: P.kowdiarVilla,
    gallery: [P.kowdiarMorning, P.kowdiarLiving, P.kowdiarLounge, P.kowdiarFrame],
    facts: {
      constructionStatus: "Completed",
      year: "2026",
      locality: "Kowdiar",
      plotCents: "10",
      builtUpSqft: "3200",
      floors: "2",
      bedrooms: "4",
      durationMonths: "11",
      priceTier: "Luxury",
    },
  },
];

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: "Laterite, Concrete Blocks or Bricks? Choosing Walls for a Kerala Home",
    author: member("Suresh Kumar P."),
    daysAgo: 152,
    category: "Construction",
    tags: ["materials", "laterite", "walls"],
    content: [
      "The walls take about a fifth of a house's budget, and they decide how cool the rooms stay in April. In Thiruvananthapuram we build with three materials, and each has its place.",
      "Laterite is the traditional choice. It is cut from local quarries, it breathes, and a laterite wall left exposed ages beautifully. It needs a skilled mason and good plastering on the weather side, and the quality of stone varies a lot from quarry to quarry: we inspect every load.",
      "Solid concrete blocks are strong, uniform and quick to lay. They hold heat more than laterite, so we pair them with wider eaves and ventilated roofs. For multi-storey buildings they are usually the sensible choice.",
      "Burnt clay bricks sit in between. Good wire-cut bricks from Tamil Nadu give a fine finish, but they cost more to transport and need more mortar.",
      "Our advice: choose laterite for a single-storey home where you want character and comfort, and blocks where height, speed or budget matters most. Either way, the plaster, the damp-proof course and the roof overhang matter more than the block itself.",
    ].join("\n\n"),
    images: [P.blockWalls],
  },
  {
    title: "Five Checks Before the Monsoon Reaches Your Roof",
    author: member("Rajesh Nair"),
    daysAgo: 96,
    category: "Tips",
    tags: ["monsoon", "roofing", "maintenance"],
    content: [
      "The south-west monsoon arrives in Kerala in the first week of June, and it finds every weak point in a roof. An hour of checking in May saves weeks of damp walls.",
      "First, clean the gutters and down pipes. Leaves from coconut palms block them faster than anything else, and water that cannot run off finds its way under the tiles.",
      "Second, look for cracked or shifted tiles after the summer storms, especially at the ridge and the valleys where two slopes meet.",
      "Third, check the terrace slab for hairline cracks and for water that stands after a shower. A fresh coat of elastomeric waterproofing lasts three to five years.",
      "Fourth, look at the sunshades and parapets: the joint between a sunshade and the wall is where most leaks into rooms begin.",
      "Fifth, clear the drains around the plinth so the rain moves away from the foundation. If you find anything you are unsure of, call us: a roof inspection costs nothing.",
    ].join("\n\n"),
    images: [P.monsoonRoof],
  },
  {
    title: "Getting a Building Permit in Thiruvananthapuram Corporation",
    author: member("Anitha Menon"),
    daysAgo: 61,
    category: "Construction",
    tags: ["permits", "KMBR", "planning"],
    content: [
      "Every new building inside the Corporation needs a permit under the Kerala Municipality Building Rules before the first foundation is dug. The process is now online, and it is faster than most people fear.",
      "You will need the title deed, the latest tax receipt, a location sketch from the village office and a set of drawings signed by a registered architect or engineer.",
      "The drawings must show the setbacks from every boundary, the floor area ratio, parking, and rainwater harvesting: these are where most applications are sent back.",
      "Plots in coastal zones, near heritage sites or along national highways need extra clearances, so check early.",
      "We prepare and follow up every permit for the homes we build. Plan on three to six weeks when the drawings are complete.",
    ].join("\n\n"),
    images: [P.permitDrawings, P.vizhinjamFrame],
  },
  {
    title: "What Does a Square Foot Cost? Budgeting a New Home in Thiruvananthapuram",
    author: member("Fathima Rahim"),
    daysAgo: 23,
    category: "General",
    tags: ["budget", "cost per sq.ft", "planning"],
    content: [
      "The first question nearly every family asks us is the cost per square foot. It is a useful number, as long as you know what it includes and what it leaves out.",
      "Our basic package starts at ₹1,499 per sq.ft. It covers the structure, laterite or block walls, a tiled or concrete roof, vitrified floor tiles, standard sanitary fittings and wiring, with a one-year warranty. Premium, at ₹1,999, adds better fittings, teak-finish doors and false ceilings with a three-year warranty; luxury, at ₹2,499, brings imported fittings, wooden flooring in the bedrooms and a five-year warranty.",
      "What the rate does not include is just as important: the compound wall, the well or borewell, the sump and overhead tank, landscaping, and the permit and electricity connection fees. On a typical 2,000 sq.ft. home these add between six and ten lakh rupees.",
      "The plot shapes the cost too. A sloping plot may need retaining walls and deeper foundations, and soft or filled ground near paddy fields can call for pile foundations. A soil test, which costs a few thousand rupees, tells us before we quote.",
      "Keep ten per cent aside for changes you will want once you see the rooms take shape. Almost everyone does, and a reserve means the changes never stop the work.",
      "Ask us for an itemised estimate: we list every material with its brand and quantity, so you can compare quotes line by line instead of by a single number.",
    ].join("\n\n"),
    images: [P.costSite],
  },
  {
    title: "Designing for Breeze: Ventilation in a Modern Kerala Home",
    author: member("Anitha Menon"),
    daysAgo: 4,
    category: "Design",
    tags: ["design", "ventilation", "energy"],
    content: [
      "A well-planned home in Kerala can stay comfortable most of the year with ceiling fans alone. The secret is letting air move through the house, not only into it.",
      "Place windows on opposite walls so the sea breeze from the west can cross each room. A window placed low on one side and high on the other draws air through even on still days.",
      "A courtyard or a double-height space acts as a chimney: warm air rises and leaves through high vents, pulling cooler air in from the shaded side.",
      "Deep eaves and sunshades keep the afternoon sun off the walls, and light-coloured roof tiles reflect heat that dark ones would store.",
      "Many families ask us to follow vastu, and most of its advice on orientation agrees with the climate: an entrance on the east catches the gentle morning sun, and a kitchen in the south-east corner gets light early and stays cooler by evening. Where a rule and the breeze disagree, we show you both options on the plan.",
      "Traditional homes knew all this. We keep those lessons and build them with today's materials, so the electricity bill stays small and the rooms stay pleasant.",
    ].join("\n\n"),
    images: [P.breezyLiving, P.kovalamLiving, P.kovalamHome],
  },
];

export const DEMO_GALLERIES: DemoGallery[] = [
  {
    title: "Sites in Progress",
    description: "Foundations, frames and roofs going up across Thiruvananthapuram this season, from Sreekaryam to East Fort.",
    images: [P.siteSreekaryam, P.kowdiarFrame, P.fortRoofWork, P.spiceWarehousePlan],
  },
  {
    title: "Interiors We Have Finished",
    description: "Living rooms and lounges handed over in the last two years, in Karamana, Pattom, Kowdiar and East Fort.",
    images: [P.interiorKaramana, P.pattomLiving, P.kowdiarLounge, P.fortHall],
  },
  {
    title: "Homes at Handover",
    description: "The day the keys change hands: finished homes in Peroorkada, Kowdiar, Kovalam and East Fort.",
    images: [P.homePeroorkada, P.kowdiarVilla, P.kovalamHome, P.fortFinished],
  },
];
