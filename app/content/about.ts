/** The about page's story, mission, vision and timeline (SPEC §2 About). */

export const STORY: string[] = [
  "We started in 2010 as a small team of engineers and masons in Thiruvananthapuram, building one house at a time for families who wanted a builder they could trust.",
  "Over the years we have grown into a full construction company working across Kerala and Tamil Nadu — homes, shops, offices and small factories — while keeping the same habits: an engineer on every site, honest estimates, and buildings made for our climate, from laterite walls that breathe to sloped roofs that shrug off the monsoon.",
  "Most of our work today comes from the families and businesses we have built for before, and from the people they send to us.",
];

export const MISSION =
  "To build safe, durable and beautiful buildings at a fair price, with clear communication and on-time delivery, so that every client would happily build with us again.";

export const VISION =
  "To be the most trusted builder in South Kerala and Tamil Nadu, known for quality that lasts generations and for buildings that respect the land and the climate they stand in.";

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

export const TIMELINE: TimelineEntry[] = [
  {
    year: 2010,
    title: "Company Founded",
    description: "Started in Thiruvananthapuram with a team of eight, building independent houses in the city.",
  },
  {
    year: 2013,
    title: "First Major Project",
    description: "Completed a four-storey commercial complex at Pattom, our first project of over 25,000 sq.ft.",
  },
  {
    year: 2015,
    title: "Expansion",
    description: "Opened our Tamil Nadu operations from Nagercoil and added interior design and renovation teams.",
  },
  {
    year: 2018,
    title: "ISO 9001 Certification",
    description: "Certified to ISO 9001 for quality management across design, construction and handover.",
  },
  {
    year: 2020,
    title: "Ten-Year Anniversary",
    description: "Celebrated ten years and over 150 completed projects with the families and businesses we built for.",
  },
];
