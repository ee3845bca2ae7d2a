/**
 * The drawings (elevations, sections and a plan, in an architect's presentation style) a service
 * shows until the company uploads a photo of its own work (Site → Services & pricing), by the
 * service's icon: each of the eight services has its own.
 */
import type { Locale } from "../../domain/locales";
import type { ServiceIcon } from "../../domain/site-content";
import * as m from "../i18n/messages";

/** A drawing's file and what it shows, in the page's language. */
export interface ServiceDrawing {
  src: string;
  alt: (locale: Locale) => string;
}

export const SERVICE_DRAWINGS: Record<ServiceIcon, ServiceDrawing> = {
  house: {
    src: "/images/services/new-building.svg",
    alt: (locale) => m.servicesDrawingHouse(locale),
  },
  "paint-roller": {
    src: "/images/services/renovation.svg",
    alt: (locale) => m.servicesDrawingRenovation(locale),
  },
  shovel: {
    src: "/images/services/site-preparation.svg",
    alt: (locale) => m.servicesDrawingSitePreparation(locale),
  },
  "brick-wall": {
    src: "/images/services/foundation.svg",
    alt: (locale) => m.servicesDrawingFoundation(locale),
  },
  zap: { src: "/images/services/electrical.svg", alt: (locale) => m.servicesDrawingElectrical(locale) },
  sofa: {
    src: "/images/services/interior.svg",
    alt: (locale) => m.servicesDrawingInterior(locale),
  },
  hammer: {
    src: "/images/services/demolition.svg",
    alt: (locale) => m.servicesDrawingDemolition(locale),
  },
  "pencil-ruler": {
    src: "/images/services/architecture.svg",
    alt: (locale) => m.servicesDrawingArchitecture(locale),
  },
};
