/** The claims of SPEC §1, shown in the hero, the about teaser and the about page. */

export const FOUNDED_YEAR = 2010;

export const CLAIMS = {
  foundedYear: FOUNDED_YEAR,
  experience: "10+",
  projects: "200+",
  teamMembers: "50+",
  satisfaction: "100%",
  certification: "ISO 9001",
  /** Rupees per sq.ft., the Basic tier (SPEC §9). */
  startingPrice: "₹1,499",
  startingPriceUnit: "per sq.ft.",
} as const;

export interface Stat {
  value: string;
  label: string;
}

/** The three tiles under the home headline. */
export const HERO_STATS: Stat[] = [
  { value: CLAIMS.experience, label: "Years of Experience" },
  { value: CLAIMS.projects, label: "Projects Completed" },
  { value: CLAIMS.satisfaction, label: "Client Satisfaction" },
];

/** The four figures of the home page's about teaser. */
export const ABOUT_STATS: Stat[] = [
  { value: CLAIMS.experience, label: "Years of Experience" },
  { value: CLAIMS.projects, label: "Projects Completed" },
  { value: CLAIMS.teamMembers, label: "Team Members" },
  { value: CLAIMS.satisfaction, label: "Client Satisfaction" },
];

/** Office hours of SPEC §9; the weekday line is the company's configured `hours`. */
export const SUNDAY_HOURS = "Sunday: Closed";
