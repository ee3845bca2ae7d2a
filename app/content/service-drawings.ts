/**
 * The drawn pictures a service shows until the company uploads a photo of its own work (Site →
 * Services & pricing), by the service's icon: each of the eight services has its own.
 */
import type { ServiceIcon } from "../../domain/site-content";

export const SERVICE_DRAWINGS: Record<ServiceIcon, { src: string; alt: string }> = {
  house: { src: "/images/services/new-building.svg", alt: "Illustration of a two-storey Kerala-style house with a sloped tiled roof" },
  "paint-roller": { src: "/images/services/renovation.svg", alt: "Illustration of a wall being repainted with a roller" },
  shovel: { src: "/images/services/site-preparation.svg", alt: "Illustration of an excavator levelling a plot of red earth" },
  "brick-wall": {
    src: "/images/services/foundation.svg",
    alt: "Illustration of a concrete footing with steel reinforcement rising into columns",
  },
  zap: { src: "/images/services/electrical.svg", alt: "Illustration of a distribution board and a lit pendant lamp" },
  sofa: { src: "/images/services/interior.svg", alt: "Illustration of a living room with a sofa, a lamp and a framed picture" },
  hammer: { src: "/images/services/demolition.svg", alt: "Illustration of an old wall being taken down brick by brick" },
  "pencil-ruler": {
    src: "/images/services/architecture.svg",
    alt: "Illustration of a floor plan on blueprint paper with a pencil and ruler",
  },
};
