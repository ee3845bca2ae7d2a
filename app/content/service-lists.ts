/** The fixed service lists of SPEC §2 (the footer) and §5 (the enquiry form's choices). */
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
