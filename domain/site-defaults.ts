/**
 * What a new site says before the company changes anything: the texts and figures of docs/product.md (§1, §2,
 * §9). An existing site is migrated to these too, with the company's facts from its environment
 * (server/config.ts). Photos are null: the drawn pictures the site ships with.
 */
import type {
  AboutContent,
  AbroadContent,
  CompanyContent,
  HomeContent,
  PrivacyContent,
  ServicesContent,
  SiteContent,
  TestimonialsContent,
} from "./site-content";

/** The placeholders a new site shows until the company sets its own (the setup checklist names them). */
export const PLACEHOLDER_PHONE = "+91 90000 00000";
export const PLACEHOLDER_WHATSAPP = "919000000000";
export const PLACEHOLDER_EMAIL = "info@example.com";
export const PLACEHOLDER_ADDRESS = ["TC 15/1024, Vazhuthacaud", "Thycaud P.O."];

export const DEFAULT_COMPANY: CompanyContent = {
  name: "Anantha Builders",
  logo: null,
  tagline: "Building Your Dreams Into Reality",
  summary:
    "Builders in Thiruvananthapuram since 2010: homes, commercial buildings, renovation and interiors across Kerala and Tamil Nadu. ISO 9001 certified.",
  phone: PLACEHOLDER_PHONE,
  whatsapp: PLACEHOLDER_WHATSAPP,
  email: PLACEHOLDER_EMAIL,
  addressLines: PLACEHOLDER_ADDRESS,
  city: "Thiruvananthapuram",
  region: "Kerala",
  postalCode: "695014",
  country: "IN",
  hours: [
    { day: "Monday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Tuesday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Wednesday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Thursday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Friday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Saturday", closed: false, opens: "08:00", closes: "18:00" },
    { day: "Sunday", closed: true, opens: "08:00", closes: "18:00" },
  ],
  map: {
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=76.9466%2C8.4925%2C76.9766%2C8.5125&layer=mapnik&marker=8.5025%2C76.9616",
    openUrl: "https://www.openstreetmap.org/?mlat=8.5025&mlon=76.9616#map=16/8.5025/76.9616",
  },
  social: { facebook: "", instagram: "", youtube: "", linkedin: "" },
  registrations: [],
  claims: {
    foundedYear: 2010,
    experience: "10+",
    projects: "200+",
    teamMembers: "50+",
    satisfaction: "100%",
    certification: "ISO 9001",
    startingPrice: "₹1,499",
    startingPriceUnit: "per sq.ft.",
    rating: "",
    reviewCount: "",
    reviewSource: "",
    reviewUrl: "",
  },
  credit: {
    name: "Thiruvananthapuram Web Works",
    url: "https://example.com/",
  },
};

export const DEFAULT_HOME: HomeContent = {
  hero: {
    headline: "Building Your Dreams Into Reality",
    text: "Homes, commercial buildings and renovations across Kerala and Tamil Nadu, built in Thiruvananthapuram since 2010 — designed for the monsoon, delivered on time, with the price agreed before we start.",
    photo: null,
  },
  stats: [
    {
      value: "10+",
      label: "Years of Experience",
    },
    {
      value: "200+",
      label: "Projects Completed",
    },
    {
      value: "100%",
      label: "Client Satisfaction",
    },
  ],
  serviceCards: [
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
  ],
  about: {
    text: "We are engineers, architects and craftspeople who build for Kerala's climate: laterite walls that breathe, sloped roofs that shed the monsoon, and foundations designed for the soil under each plot.",
    promises: [
      "A qualified engineer on every site, every day",
      "Fixed, itemised quotations with no surprise costs",
      "Permits, KSEB and water connections handled for you",
    ],
  },
};

export const DEFAULT_SERVICES: ServicesContent = {
  services: [
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
      photo: null,
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
      photo: null,
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
      photo: null,
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
      photo: null,
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
      photo: null,
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
      photo: null,
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
      photo: null,
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
      photo: null,
    },
  ],
  process: [
    {
      title: "Consultation",
      description: "We visit your plot, listen to what you need, check the soil and access, and give you an honest first estimate.",
    },
    {
      title: "Planning & Design",
      description: "Our architects draw your plans and 3D views, and we prepare the permit drawings and a fixed, itemised quotation.",
    },
    {
      title: "Construction",
      description: "A site engineer runs the work every day. You get weekly photos, and every stage is checked before the next begins.",
    },
    {
      title: "Completion & Handover",
      description:
        "A final walk-through together, the snag list closed, the completion certificate, and your keys — with the warranty in writing.",
    },
  ],
  tiers: [
    {
      title: "Basic",
      price: "₹1,499",
      unit: "per sq.ft.",
      description: "A solid, well-finished home with trusted standard materials.",
      features: [
        "Structural design and building permit drawings",
        "RCC frame with laterite or solid block walls",
        "Vitrified tile flooring",
        "Standard sanitary fittings and concealed wiring",
      ],
      warranty: "1-year warranty",
      featured: false,
    },
    {
      title: "Premium",
      price: "₹1,999",
      unit: "per sq.ft.",
      description: "Our most chosen package: better materials and more care after handover.",
      features: [
        "Everything in Basic",
        "3D elevation and interior layout",
        "Large-format vitrified or granite flooring",
        "Branded sanitary ware and modular switches",
        "Teak main door and windows",
        "Free maintenance for 6 months",
      ],
      warranty: "3-year warranty",
      featured: true,
    },
    {
      title: "Luxury",
      price: "₹2,499",
      unit: "per sq.ft.",
      description: "Premium finishes, custom interiors and the longest cover we offer.",
      features: [
        "Everything in Premium",
        "Custom interior design with modular kitchen",
        "Imported marble or Athangudi tile flooring",
        "Home automation and solar provision",
        "Landscaping of the front yard",
        "Free maintenance for 1 year",
      ],
      warranty: "5-year warranty",
      featured: false,
    },
  ],
  estimator: {
    exclusions: [
      "Compound wall and gate",
      "Well or borewell",
      "Interiors and furniture",
      "KSEB and water connection deposits",
      "Building permit fees",
    ],
    payments: [
      { stage: "Agreement", percent: 10 },
      { stage: "Foundation", percent: 15 },
      { stage: "Plinth and ground floor slab", percent: 20 },
      { stage: "Roof slab", percent: 20 },
      { stage: "Brickwork and plastering", percent: 15 },
      { stage: "Flooring and finishing", percent: 15 },
      { stage: "Handover", percent: 5 },
    ],
    // Rupees per unit, set by the company (never a live rate): samples until it sets its own.
    rates: { AED: 24.2, SAR: 23.7, QAR: 24.4, OMR: 231, KWD: 290, BHD: 236 },
    ratesSetOn: "2026-11-01",
  },
};

export const DEFAULT_ABOUT: AboutContent = {
  story: [
    "We started in 2010 as a small team of engineers and masons in Thiruvananthapuram, building one house at a time for families who wanted a builder they could trust.",
    "Over the years we have grown into a full construction company working across Kerala and Tamil Nadu — homes, shops, offices and small factories — while keeping the same habits: an engineer on every site, honest estimates, and buildings made for our climate, from laterite walls that breathe to sloped roofs that shrug off the monsoon.",
    "Most of our work today comes from the families and businesses we have built for before, and from the people they send to us.",
  ],
  mission:
    "To build safe, durable and beautiful buildings at a fair price, with clear communication and on-time delivery, so that every client would happily build with us again.",
  vision:
    "To be the most trusted builder in South Kerala and Tamil Nadu, known for quality that lasts generations and for buildings that respect the land and the climate they stand in.",
  photo: null,
  timeline: [
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
  ],
  team: [
    {
      name: "Rajesh Nair",
      position: "Founder & Managing Director",
      qualification: "B.Tech Civil Engineering, 25 years in construction",
      photo: null,
    },
    {
      name: "Anitha Menon",
      position: "Chief Architect",
      qualification: "B.Arch, member of the Council of Architecture",
      photo: null,
    },
    {
      name: "Suresh Kumar P.",
      position: "Head of Construction",
      qualification: "M.Tech Structural Engineering",
      photo: null,
    },
    {
      name: "Fathima Rahim",
      position: "Project Manager & Client Relations",
      qualification: "MBA, PMP-certified project manager",
      photo: null,
    },
  ],
};

export const DEFAULT_TESTIMONIALS: TestimonialsContent = {
  items: [
    {
      name: "Dr. Lakshmi Pillai",
      position: "Homeowner, Kowdiar",
      quote:
        "They built our two-storey home in fourteen months, exactly as the 3D drawings showed. Through two monsoons now, not a single leak from the sloped roof. The weekly photos meant I never had to worry while I was at the hospital.",
      photo: null,
    },
    {
      name: "Thomas Varghese",
      position: "Managing Partner, Varghese Textiles, Kazhakkoottam",
      quote:
        "Our showroom had to open before Onam, and they finished two weeks early. The structural team was sharp, the site was always clean, and the final bill matched the quotation to the rupee.",
      photo: null,
    },
    {
      name: "Senthil Murugan",
      position: "Homeowner, Nagercoil",
      quote:
        "We added a first floor over our parents' house while they still lived downstairs. The engineers strengthened the old columns first and explained every step. Good people to work with.",
      photo: null,
    },
  ],
};

/** A plain notice for a builder's enquiries under India's DPDP Act 2023; the company edits it as it needs. */
export const DEFAULT_PRIVACY: PrivacyContent = {
  intro:
    "We keep the details you send us through this website only to answer you. This notice says what we keep, why, for how long, and what you can ask of us.",
  sections: [
    {
      title: "What we keep",
      text: "When you send an enquiry, ask for an estimate or a call back, or book a site visit, we keep what you give us: your name, phone number, e-mail address and message, and the figures or the date you chose. We also keep the time you sent it and a note of which page it came from. We do not use advertising or tracking cookies.",
    },
    {
      title: "Why we keep it",
      text: "Only to answer you: to call or write back, prepare an estimate or a quotation, and arrange a visit to your site. We never sell your details or share them with anyone for marketing.",
    },
    {
      title: "How long we keep it",
      text: "Enquiries are deleted automatically 24 months after they were sent, or sooner when you ask us.",
    },
    {
      title: "Your rights",
      text: "Under India's Digital Personal Data Protection Act, 2023 you may ask us what we keep about you, ask us to correct it, or ask us to delete all of it. Call or write to us from the phone number or e-mail address you used, and we will do it within 30 days.",
    },
  ],
};

/**
 * Building from the Gulf: what a Malayali family working in the UAE, Saudi Arabia, Qatar, Oman,
 * Kuwait or Bahrain asks before building at home, answered plainly. The company edits it as it works.
 */
export const DEFAULT_ABROAD: AbroadContent = {
  headline: "Building From the Gulf",
  intro:
    "You work in Dubai, Riyadh, Doha or Muscat; your home goes up in Kerala. We build it as if you were standing on the site: one engineer, weekly photos and videos, and you pay only for work you have seen.",
  photo: null,
  topics: [
    {
      title: "A power of attorney, if you need one",
      text: "No need to fly home to sign. Give a power of attorney (PoA) to a parent, brother or sister in Kerala, or a limited one to us for the permit and the KSEB and water connections. Sign it at the Indian embassy or consulate, send it home and have it stamped within three months; one that deals with the land is registered at the sub-registrar's office. We tell you what it must say.",
    },
    {
      title: "Photos and videos every week",
      text: "Every Saturday your engineer sends photos and a short video of the site on WhatsApp: what was done that week, what comes next and what was bought.",
    },
    {
      title: "Site visits on a video call",
      text: "At the stages that matter (the foundation, the steel before each slab is cast, the wiring and pipes before plastering) we walk you round the site on a video call at your hour. Nothing is covered up until you have seen it.",
    },
    {
      title: "Pay from your NRE or NRO account, stage by stage",
      text: "Pay by bank transfer from your NRE or NRO account as each stage is finished and shown to you, never in advance for work not done. Every payment gets a receipt, with what is paid and what is left.",
    },
    {
      title: "One named engineer, one number",
      text: "From the first drawing to the keys, one site engineer is your contact: one phone number, one WhatsApp chat. No chasing between the office, the contractor and the site.",
    },
    {
      title: "The keys, to your family or to you",
      text: "We hand the keys to your family, with a video walk-through for you, the warranty and the as-built drawings. Or we keep the house locked and clean until your leave, and you open the door first.",
    },
  ],
  callNote:
    "Can't call in these hours? Leave your number with a time that suits you, after your shift or on your day off, and we call you then, on WhatsApp or by phone.",
  faqs: [
    {
      question: "Do I have to come to Kerala at all?",
      answer:
        "No. We survey your plot, prepare the drawings and apply for the permit while you are abroad, and you approve each drawing on a video call. Many families come once, for the stone-laying or the housewarming; some not even then.",
    },
    {
      question: "Can I pay in dirhams or riyals?",
      answer:
        "We are paid in rupees, by bank transfer to our current account in India. Send money home to your NRE or NRO account as you usually do, and pay each stage from there when it is due; the receipt names the stage.",
    },
    {
      question: "My parents live near the plot. Can they be our contact?",
      answer:
        "Yes. We keep them in the same WhatsApp group as you, so that they can visit the site and choose tiles and fittings with us, while every decision and payment is still confirmed with you.",
    },
  ],
};

export const DEFAULT_SITE: SiteContent = {
  company: DEFAULT_COMPANY,
  home: DEFAULT_HOME,
  services: DEFAULT_SERVICES,
  about: DEFAULT_ABOUT,
  testimonials: DEFAULT_TESTIMONIALS,
  privacy: DEFAULT_PRIVACY,
  abroad: DEFAULT_ABROAD,
};
