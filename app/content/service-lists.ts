/**
 * Short service lists for the home page, the footer and the enquiry form. Kept apart from the full
 * descriptions in services.ts so that every page does not download those.
 */
import type { ServiceIcon } from "./services";

export interface HomeServiceCard {
  serviceId: string;
  title: string;
  summary: string;
  icon: ServiceIcon;
}

/** The six cards of the home page's services teaser (SPEC §2 Home). */
export const HOME_SERVICE_CARDS: HomeServiceCard[] = [
  {
    serviceId: "new-building-construction",
    title: "New Building Construction",
    summary: "Homes and commercial buildings built for the monsoon, from soil test to handover.",
    icon: "house",
  },
  {
    serviceId: "renovation-and-remodeling",
    title: "Renovation and Remodeling",
    summary: "New kitchens, bathrooms, an added floor or a leak-free roof for an older house.",
    icon: "paint-roller",
  },
  {
    serviceId: "foundation-and-structural-work",
    title: "Foundation and Structural Work",
    summary: "Foundations and RCC frames designed by engineers for the soil under your plot.",
    icon: "brick-wall",
  },
  {
    serviceId: "interior-design-and-finishing",
    title: "Interior Design and Finishing",
    summary: "Flooring, ceilings, joinery and kitchens in materials that last in humid weather.",
    icon: "sofa",
  },
  {
    serviceId: "architectural-planning-and-design",
    title: "Architectural Planning and Design",
    summary: "Plans and 3D views that follow the building rules and make the most of your plot.",
    icon: "pencil-ruler",
  },
  {
    serviceId: "electrical-installation",
    title: "Electrical Installation",
    summary: "Licensed electricians, neat concealed wiring and the KSEB paperwork handled.",
    icon: "zap",
  },
];

/** The five services the footer lists, each linking to /services (SPEC §1, §2 Footer). */
export const FOOTER_SERVICES = [
  "New Building Construction",
  "Renovation and Remodeling",
  "Foundation and Structural Work",
  "Interior Design and Finishing",
  "Architectural Planning and Design",
] as const;

/** The contact form's service choices (SPEC §5), in order. */
export const ENQUIRY_SERVICES = [
  "New Building Construction",
  "Renovation and Remodeling",
  "Site Preparation and Excavation",
  "Foundation and Structural Work",
  "Electrical Installation",
  "Interior Design and Finishing",
  "Other",
] as const;
