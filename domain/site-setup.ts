/**
 * The setup checklist of the dashboard (issue #13): what of the site's content still holds what a
 * new site ships with, so that no placeholder reaches visitors unannounced. Each task says where
 * it is fixed; the list is empty once the site is the company's own.
 */
import { PLACEHOLDER_ADDRESS, PLACEHOLDER_EMAIL, PLACEHOLDER_PHONE, PLACEHOLDER_WHATSAPP } from "./site-defaults";
import type { SiteContent } from "./site-content";

export interface SetupTask {
  id: string;
  /** What is to be done: "Put your phone number on the site". */
  text: string;
  /** Why it matters, or what is left. */
  detail: string;
  /** The admin page that fixes it. */
  to: string;
  done: boolean;
}

export function setupTasks(site: SiteContent): SetupTask[] {
  const { company, home, services, about } = site;
  const drawings = services.services.filter((service) => !service.photo).length;
  const socialSet = Object.values(company.social).some(Boolean);
  return [
    {
      id: "phone",
      text: "Put your phone number on the site",
      detail: `Every page's call button still dials the sample number ${PLACEHOLDER_PHONE}.`,
      to: "/site/company",
      done: company.phone !== PLACEHOLDER_PHONE,
    },
    {
      id: "whatsapp",
      text: "Set your WhatsApp number",
      detail: "The WhatsApp buttons still open a chat with the sample number.",
      to: "/site/company",
      done: company.whatsapp !== PLACEHOLDER_WHATSAPP,
    },
    {
      id: "email",
      text: "Put your e-mail address on the site",
      detail: `The contact page still shows ${PLACEHOLDER_EMAIL}.`,
      to: "/site/company",
      done: company.email !== PLACEHOLDER_EMAIL,
    },
    {
      id: "address",
      text: "Put your office address on the site",
      detail: "The footer, the contact page and the map still show the sample address.",
      to: "/site/company",
      done: company.addressLines.join("\n") !== PLACEHOLDER_ADDRESS.join("\n"),
    },
    {
      id: "hero-photo",
      text: "Put a photo of your work on the home page",
      detail: "The first thing visitors see is still a drawing.",
      to: "/site/home",
      done: home.hero.photo !== null,
    },
    {
      id: "service-photos",
      text: "Add photos to your services",
      detail: `${drawings} of ${services.services.length} services still show a drawing.`,
      to: "/site/services",
      done: drawings === 0,
    },
    {
      id: "about-photo",
      text: "Add a photo to the about page",
      detail: "A photo of your team or office beside your story.",
      to: "/site/about",
      done: about.photo !== null,
    },
    {
      id: "social",
      text: "Add your social media links",
      detail: "Their icons show in the footer once a link is set.",
      to: "/site/company",
      done: socialSet,
    },
  ];
}
