/**
 * The demo site's records: real-sounding work of a Thiruvananthapuram builder. Each picture is a
 * drawing (server/demo/art) named by its scene and seed, rendered when the demo is seeded.
 */
import type { TimeOfDay } from "./art/svg";

export type Picture =
  | { scene: "house"; seed: number; time: TimeOfDay; storeys?: 1 | 2 }
  | { scene: "office" | "warehouse" | "site"; seed: number; time: TimeOfDay }
  | { scene: "interior"; seed: number };

export interface DemoProject {
  title: string;
  description: string;
  category: string;
  location: string;
  cover: Picture;
  gallery: Picture[];
}

export interface DemoBlog {
  title: string;
  author: string;
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

/** Oldest first: the last one created is the newest, and leads every list. */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: "Warehouse for a Spice Exporter, Nagercoil",
    description:
      "A 22,000 sq.ft. pre-engineered steel warehouse with a sawtooth roof that lights the floor without heating it. Four dock-levelled loading bays, a 200 mm trimix floor rated for forklifts, and rainwater harvesting that fills a 1.5 lakh-litre sump.",
    category: "Industrial",
    location: "Nagercoil, Tamil Nadu",
    cover: { scene: "warehouse", seed: 11, time: "morning" },
    gallery: [{ scene: "warehouse", seed: 12, time: "noon" }, { scene: "site", seed: 13, time: "morning" }],
  },
  {
    title: "Heritage Home Restoration, Fort",
    description:
      "A ninety-year-old tharavadu near East Fort given a new life: the teak rafters were treated and kept, the country tiles relaid over a new waterproof layer, and the laterite walls re-plastered in lime so they can still breathe.",
    category: "Renovation",
    location: "East Fort, Thiruvananthapuram",
    cover: { scene: "house", seed: 21, time: "evening", storeys: 1 },
    gallery: [{ scene: "site", seed: 22, time: "evening" }, { scene: "interior", seed: 23 }, { scene: "house", seed: 24, time: "noon", storeys: 1 }],
  },
  {
    title: "Office Block at Technopark Phase III",
    description:
      "Six floors of column-free office space with a double-glazed curtain wall facing north, so the desks get daylight without the glare. Built in 14 months with a post-tensioned slab that saved one metre of height per floor.",
    category: "Commercial",
    location: "Technopark Phase III, Kazhakkoottam",
    cover: { scene: "office", seed: 31, time: "evening" },
    gallery: [{ scene: "office", seed: 32, time: "noon" }, { scene: "site", seed: 33, time: "noon" }, { scene: "office", seed: 34, time: "dusk" }],
  },
  {
    title: "Apartment Interiors, Pattom",
    description:
      "Interiors for a three-bedroom apartment: modular kitchen in marine ply, teak-finish wardrobes, false ceilings with cove lighting and a living room opened up to the balcony breeze.",
    category: "Interior",
    location: "Pattom, Thiruvananthapuram",
    cover: { scene: "interior", seed: 41 },
    gallery: [{ scene: "interior", seed: 42 }, { scene: "interior", seed: 43 }],
  },
  {
    title: "Family Home at Kovalam",
    description:
      "A single-storey home of 2,100 sq.ft. a kilometre from the beach, with deep eaves, a courtyard open to the sky and salt-resistant fittings throughout. The sloped roof carries solar panels on its southern face.",
    category: "Residential",
    location: "Kovalam, Thiruvananthapuram",
    cover: { scene: "house", seed: 51, time: "noon", storeys: 1 },
    gallery: [{ scene: "house", seed: 52, time: "morning", storeys: 1 }, { scene: "interior", seed: 53 }],
  },
  {
    title: "Shopping Arcade, Vizhinjam",
    description:
      "A two-level arcade of 24 shops near the new port, with a wide covered walkway, a service lane behind and fire exits on both ends. Delivered in phases so the first shops opened while the upper floor was finished.",
    category: "Commercial",
    location: "Vizhinjam, Thiruvananthapuram",
    cover: { scene: "office", seed: 61, time: "morning" },
    gallery: [{ scene: "site", seed: 62, time: "evening" }, { scene: "office", seed: 63, time: "noon" }],
  },
  {
    title: "Villa at Kowdiar",
    description:
      "A two-storey, four-bedroom villa on a 10-cent plot: layered tiled roofs, a laterite-clad entrance, cross ventilation in every room and a rainwater-fed garden. Handed over in 11 months, at the agreed price.",
    category: "Residential",
    location: "Kowdiar, Thiruvananthapuram",
    cover: { scene: "house", seed: 71, time: "dusk", storeys: 2 },
    gallery: [{ scene: "house", seed: 72, time: "morning", storeys: 2 }, { scene: "interior", seed: 73 }, { scene: "interior", seed: 74 }, { scene: "site", seed: 75, time: "morning" }],
  },
];

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: "Laterite, Concrete Blocks or Bricks? Choosing Walls for a Kerala Home",
    author: "Arun Menon",
    category: "Construction",
    tags: ["materials", "laterite", "walls"],
    content: [
      "The walls take about a fifth of a house's budget, and they decide how cool the rooms stay in April. In Thiruvananthapuram we build with three materials, and each has its place.",
      "Laterite is the traditional choice. It is cut from local quarries, it breathes, and a laterite wall left exposed ages beautifully. It needs a skilled mason and good plastering on the weather side, and the quality of stone varies a lot from quarry to quarry: we inspect every load.",
      "Solid concrete blocks are strong, uniform and quick to lay. They hold heat more than laterite, so we pair them with wider eaves and ventilated roofs. For multi-storey buildings they are usually the sensible choice.",
      "Burnt clay bricks sit in between. Good wire-cut bricks from Tamil Nadu give a fine finish, but they cost more to transport and need more mortar.",
      "Our advice: choose laterite for a single-storey home where you want character and comfort, and blocks where height, speed or budget matters most. Either way, the plaster, the damp-proof course and the roof overhang matter more than the block itself.",
    ].join("\n\n"),
    images: [{ scene: "site", seed: 81, time: "morning" }],
  },
  {
    title: "Five Checks Before the Monsoon Reaches Your Roof",
    author: "Lakshmi Pillai",
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
    images: [{ scene: "house", seed: 82, time: "dusk", storeys: 2 }],
  },
  {
    title: "Getting a Building Permit in Thiruvananthapuram Corporation",
    author: "Suresh Kumar",
    category: "Construction",
    tags: ["permits", "KMBR", "planning"],
    content: [
      "Every new building inside the Corporation needs a permit under the Kerala Municipality Building Rules before the first foundation is dug. The process is now online, and it is faster than most people fear.",
      "You will need the title deed, the latest tax receipt, a location sketch from the village office and a set of drawings signed by a registered architect or engineer.",
      "The drawings must show the setbacks from every boundary, the floor area ratio, parking, and rainwater harvesting: these are where most applications are sent back.",
      "Plots in coastal zones, near heritage sites or along national highways need extra clearances, so check early.",
      "We prepare and follow up every permit for the homes we build. Plan on three to six weeks when the drawings are complete.",
    ].join("\n\n"),
    images: [],
  },
  {
    title: "Designing for Breeze: Ventilation in a Modern Kerala Home",
    author: "Anjali Nair",
    category: "Design",
    tags: ["design", "ventilation", "energy"],
    content: [
      "A well-planned home in Kerala can stay comfortable most of the year with ceiling fans alone. The secret is letting air move through the house, not only into it.",
      "Place windows on opposite walls so the sea breeze from the west can cross each room. A window placed low on one side and high on the other draws air through even on still days.",
      "A courtyard or a double-height space acts as a chimney: warm air rises and leaves through high vents, pulling cooler air in from the shaded side.",
      "Deep eaves and sunshades keep the afternoon sun off the walls, and light-coloured roof tiles reflect heat that dark ones would store.",
      "Traditional homes knew all this. We keep those lessons and build them with today's materials, so the electricity bill stays small and the rooms stay pleasant.",
    ].join("\n\n"),
    images: [{ scene: "interior", seed: 84 }, { scene: "interior", seed: 85 }, { scene: "house", seed: 86, time: "morning", storeys: 1 }],
  },
];

export const DEMO_GALLERIES: DemoGallery[] = [
  {
    title: "Sites in Progress",
    description: "Foundations, frames and roofs going up across Thiruvananthapuram this season.",
    images: [{ scene: "site", seed: 91, time: "morning" }, { scene: "site", seed: 92, time: "noon" }, { scene: "site", seed: 93, time: "evening" }],
  },
  {
    title: "Interiors We Have Finished",
    description: "Living rooms, kitchens and bedrooms handed over in the last two years.",
    images: [{ scene: "interior", seed: 94 }, { scene: "interior", seed: 95 }, { scene: "interior", seed: 96 }, { scene: "interior", seed: 97 }],
  },
  {
    title: "Homes at Handover",
    description: "The day the keys change hands: finished homes in Kowdiar, Kovalam and Peroorkada.",
    images: [{ scene: "house", seed: 98, time: "morning", storeys: 2 }, { scene: "house", seed: 99, time: "dusk", storeys: 2 }, { scene: "house", seed: 100, time: "evening", storeys: 1 }, { scene: "office", seed: 101, time: "dusk" }],
  },
];
