/**
 * The drawings (elevations, sections and a plan, in an architect's presentation style) a service
 * shows until the company uploads a photo of its own work (Site → Services & pricing), by the
 * service's icon: each of the eight services has its own.
 */
import type { ServiceIcon } from "../../domain/site-content";

export const SERVICE_DRAWINGS: Record<ServiceIcon, { src: string; alt: string }> = {
  house: {
    src: "/images/services/new-building.svg",
    alt: "Drawing: front elevation of a two-storey Kerala house with sloped tiled roofs, a gable and a verandah",
  },
  "paint-roller": {
    src: "/images/services/renovation.svg",
    alt: "Drawing: elevation of a Kerala house under repair, with scaffolding and a roof slope stripped to its rafters",
  },
  shovel: {
    src: "/images/services/site-preparation.svg",
    alt: "Drawing: elevation of a building site, a concrete frame rising on its plinth with scaffolding and a hoist",
  },
  "brick-wall": {
    src: "/images/services/foundation.svg",
    alt: "Drawing: section through a column's concrete pad footing, the floor slab and the ground",
  },
  zap: { src: "/images/services/electrical.svg", alt: "Drawing: section through a living room lit at evening by a floor lamp" },
  sofa: {
    src: "/images/services/interior.svg",
    alt: "Drawing: section through a living room under teak rafters, with a sofa and an opening to the courtyard",
  },
  hammer: {
    src: "/images/services/demolition.svg",
    alt: "Drawing: elevation of a house whose old roof tiles are being taken off, its rafters bare",
  },
  "pencil-ruler": {
    src: "/images/services/architecture.svg",
    alt: "Drawing: measured floor plan of a house with its rooms round a courtyard",
  },
};
