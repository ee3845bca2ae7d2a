/**
 * The contact form's fixed service choices (SPEC §5). (The footer's five services follow the
 * services page: domain/site-content.ts, footerServices.)
 */
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
