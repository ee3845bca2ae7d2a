/** Testimonials and the leadership team (SPEC §3 static content); avatars are initials. */

export interface Testimonial {
  id: string;
  name: string;
  position: string;
  quote: string;
  /** Initials drawn in a coloured circle; no photographs of real people. */
  avatar: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: "lakshmi-pillai",
    name: "Dr. Lakshmi Pillai",
    position: "Homeowner, Kowdiar",
    quote:
      "They built our two-storey home in fourteen months, exactly as the 3D drawings showed. Through two monsoons now, not a single leak from the sloped roof. The weekly photos meant I never had to worry while I was at the hospital.",
    avatar: "LP",
  },
  {
    id: "thomas-varghese",
    name: "Thomas Varghese",
    position: "Managing Partner, Varghese Textiles, Kazhakkoottam",
    quote:
      "Our showroom had to open before Onam, and they finished two weeks early. The structural team was sharp, the site was always clean, and the final bill matched the quotation to the rupee.",
    avatar: "TV",
  },
  {
    id: "senthil-murugan",
    name: "Senthil Murugan",
    position: "Homeowner, Nagercoil",
    quote:
      "We added a first floor over our parents' house while they still lived downstairs. The engineers strengthened the old columns first and explained every step. Good people to work with.",
    avatar: "SM",
  },
];

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  avatar: string;
}

export const TEAM: TeamMember[] = [
  { id: "rajesh-nair", name: "Rajesh Nair", position: "Founder & Managing Director", avatar: "RN" },
  { id: "anitha-menon", name: "Anitha Menon", position: "Chief Architect", avatar: "AM" },
  { id: "suresh-kumar", name: "Suresh Kumar P.", position: "Head of Construction", avatar: "SK" },
  { id: "fathima-rahim", name: "Fathima Rahim", position: "Project Manager & Client Relations", avatar: "FR" },
];
