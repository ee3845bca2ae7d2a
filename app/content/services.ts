/** The eight services of SPEC §2 Services, with descriptions, features, icon and illustration. */

export type ServiceIcon = "house" | "paint-roller" | "shovel" | "brick-wall" | "zap" | "sofa" | "hammer" | "pencil-ruler";

export interface Service {
  id: string;
  title: string;
  description: string;
  features: [string, string, string, string, string];
  icon: ServiceIcon;
  /** A drawn illustration under public/images/services/ (no stock photographs). */
  image: { src: string; alt: string };
}

export const SERVICES: Service[] = [
  {
    id: "new-building-construction",
    title: "New Building Construction",
    description:
      "Homes, villas and commercial buildings built from the ground up, designed for Kerala's heavy monsoon and coastal humidity. One team takes your project from the first soil test to the day we hand over the keys.",
    features: [
      "Kerala-style sloped roofs with clay tile or concrete finish",
      "Monsoon-proof roofing and waterproofed terraces",
      "Building permit drawings filed with the Corporation",
      "KSEB and water connections arranged for you",
      "Weekly site photos and progress reports",
    ],
    icon: "house",
    image: { src: "/images/services/new-building.svg", alt: "Illustration of a two-storey Kerala-style house with a sloped tiled roof" },
  },
  {
    id: "renovation-and-remodeling",
    title: "Renovation and Remodeling",
    description:
      "We give older houses a second life: new kitchens and bathrooms, an added floor, a leak-free roof. Careful work around the family who still lives there.",
    features: [
      "Kitchen and bathroom remodeling",
      "Adding a floor over an existing house",
      "Roof leak repair and re-tiling",
      "Damp-proofing of laterite and brick walls",
      "Work planned around occupied homes",
    ],
    icon: "paint-roller",
    image: { src: "/images/services/renovation.svg", alt: "Illustration of a wall being repainted with a roller" },
  },
  {
    id: "site-preparation-and-excavation",
    title: "Site Preparation and Excavation",
    description:
      "A sound building starts with a well-prepared plot. We survey, clear and level the land, and manage cutting and filling on the sloping plots common in Thiruvananthapuram.",
    features: [
      "Land survey and soil testing",
      "Clearing, levelling and cutting on sloping plots",
      "Excavation for foundations and sumps",
      "Laterite and rubble retaining walls",
      "Storm-water drainage planned before the rains",
    ],
    icon: "shovel",
    image: { src: "/images/services/site-preparation.svg", alt: "Illustration of an excavator levelling a plot of red earth" },
  },
  {
    id: "foundation-and-structural-work",
    title: "Foundation and Structural Work",
    description:
      "Foundations and frames designed by qualified structural engineers for the soil under your plot — from rubble foundations on firm laterite to pile foundations on soft coastal soil.",
    features: [
      "Structural design by qualified engineers",
      "Rubble, RCC footing and pile foundations",
      "RCC columns, beams and slabs with tested concrete",
      "Plinth protection against ground moisture",
      "Strengthening of existing structures",
    ],
    icon: "brick-wall",
    image: {
      src: "/images/services/foundation.svg",
      alt: "Illustration of a concrete footing with steel reinforcement rising into columns",
    },
  },
  {
    id: "electrical-installation",
    title: "Electrical Installation",
    description:
      "Safe, neat wiring by licensed electricians, planned with your furniture layout so that every switch and socket is where you need it.",
    features: [
      "Concealed wiring with ISI-marked cables",
      "KSEB connection and load sanction paperwork",
      "Distribution boards with RCCB protection",
      "Solar panel and inverter provision",
      "Earthing and lightning protection",
    ],
    icon: "zap",
    image: { src: "/images/services/electrical.svg", alt: "Illustration of a distribution board and a lit pendant lamp" },
  },
  {
    id: "interior-design-and-finishing",
    title: "Interior Design and Finishing",
    description:
      "Interiors that suit the way your family lives, with materials that last in a humid climate: from flooring and false ceilings to wardrobes and modular kitchens.",
    features: [
      "Modular kitchens and wardrobes",
      "Vitrified, granite and Athangudi tile flooring",
      "Gypsum false ceilings and lighting design",
      "Teak and engineered-wood joinery",
      "Humidity-resistant paints and finishes",
    ],
    icon: "sofa",
    image: { src: "/images/services/interior.svg", alt: "Illustration of a living room with a sofa, a lamp and a framed picture" },
  },
  {
    id: "demolition-and-dismantling",
    title: "Demolition and Dismantling",
    description:
      "Controlled demolition of old buildings and part-structures, with salvage of reusable timber and tiles and lawful disposal of debris.",
    features: [
      "Demolition permits and neighbour notices",
      "Manual and machine demolition",
      "Salvage of teak, rosewood and roof tiles",
      "Debris removal to authorised sites",
      "Site handed back clean and level",
    ],
    icon: "hammer",
    image: { src: "/images/services/demolition.svg", alt: "Illustration of an old wall being taken down brick by brick" },
  },
  {
    id: "architectural-planning-and-design",
    title: "Architectural Planning and Design",
    description:
      "Plans drawn around your plot, your budget and the Kerala Municipality Building Rules, with 3D views so you can walk through your home before a single brick is laid.",
    features: [
      "Site-specific floor plans and elevations",
      "3D views and walkthroughs",
      "Vastu-aware layouts on request",
      "Plans that follow the Kerala Municipality Building Rules",
      "Cross-ventilation and natural light planning",
    ],
    icon: "pencil-ruler",
    image: { src: "/images/services/architecture.svg", alt: "Illustration of a floor plan on blueprint paper with a pencil and ruler" },
  },
];
