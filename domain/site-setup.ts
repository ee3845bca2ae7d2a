/**
 * The setup checklist of the dashboard (issue #13): what of the site's content still holds what a
 * new site ships with, so that no placeholder reaches visitors unannounced. Each task says where
 * it is fixed; the list is empty once the site is the company's own.
 */
import { DEFAULT_SERVICES, PLACEHOLDER_ADDRESS, PLACEHOLDER_EMAIL, PLACEHOLDER_PHONE, PLACEHOLDER_WHATSAPP } from "./site-defaults";
import type { SiteContent } from "./site-content";

export interface SetupTask {
  id: string;
  /** What is to be done: "Put your phone number on the site". */
  text: string;
  /** Why it matters, or what is left. */
  detail: string;
  /**
   * The admin page that fixes it, with the field after # ("/site/company#phone"): the form opens
   * on that field, in view and focused (app/components/admin/site/field-target.ts).
   */
  to: string;
  done: boolean;
}

/**
 * `demoPhotos`: the stored names of the pictures a new site's demo content made (the server knows
 * them); one of those still shows the demo, not the company's work, as a missing photo shows a drawing.
 */
export function setupTasks(site: SiteContent, demoPhotos: ReadonlySet<string> = new Set()): SetupTask[] {
  const { company, home, services, about } = site;
  const isDemo = (photo: string | null) => photo !== null && demoPhotos.has(photo);
  const isOwn = (photo: string | null) => photo !== null && !demoPhotos.has(photo);
  const notOwn = services.services.filter((service) => !isOwn(service.photo));
  const demos = notOwn.filter((service) => isDemo(service.photo)).length;
  const stillShow = demos === 0 ? "a drawing" : demos === notOwn.length ? "a demo picture" : "a drawing or a demo picture";
  const socialSet = Object.values(company.social).some(Boolean);
  const withInitials = about.team.filter((member) => !isOwn(member.photo)).length;
  /** The first entry of a list still without a photo of the company's own: where its "Fix" lands. */
  const firstWithout = (list: readonly { photo: string | null }[]) =>
    Math.max(
      0,
      list.findIndex((entry) => !isOwn(entry.photo)),
    );
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const sampleTerms =
    same(services.estimator.payments, DEFAULT_SERVICES.estimator.payments) &&
    same(
      services.tiers.map((tier) => tier.warranty),
      DEFAULT_SERVICES.tiers.map((tier) => tier.warranty),
    );
  return [
    {
      id: "phone",
      text: "Put your phone number on the site",
      detail: `Every page's call button still dials the sample number ${PLACEHOLDER_PHONE}.`,
      to: "/site/company#phone",
      done: company.phone !== PLACEHOLDER_PHONE,
    },
    {
      id: "whatsapp",
      text: "Set your WhatsApp number",
      detail: "The WhatsApp buttons still open a chat with the sample number.",
      to: "/site/company#whatsapp",
      done: company.whatsapp !== PLACEHOLDER_WHATSAPP,
    },
    {
      id: "email",
      text: "Put your e-mail address on the site",
      detail: `The contact page still shows ${PLACEHOLDER_EMAIL}.`,
      to: "/site/company#email",
      done: company.email !== PLACEHOLDER_EMAIL,
    },
    {
      id: "address",
      text: "Put your office address on the site",
      detail: "The footer, the contact page and the map still show the sample address.",
      to: "/site/company#addressLines",
      done: company.addressLines.join("\n") !== PLACEHOLDER_ADDRESS.join("\n"),
    },
    {
      id: "hero-photo",
      text: "Put a photo of your work on the home page",
      detail: `The first thing visitors see is still ${isDemo(home.hero.photo) ? "a demo picture" : "a drawing"}.`,
      to: "/site/home#hero.photo",
      done: isOwn(home.hero.photo),
    },
    {
      id: "service-photos",
      text: "Add photos to your services",
      detail: `${notOwn.length} of ${services.services.length} services still show ${stillShow}.`,
      to: `/site/services#services.${firstWithout(services.services)}.photo`,
      done: notOwn.length === 0,
    },
    {
      id: "about-photo",
      text: "Add a photo to the about page",
      detail: isDemo(about.photo)
        ? "Your story still stands beside a demo picture: a photo of your team or office."
        : "A photo of your team or office beside your story.",
      to: "/site/about#photo",
      done: isOwn(about.photo),
    },
    {
      id: "social",
      text: "Add your social media links",
      detail: "Their icons show in the footer once a link is set.",
      to: "/site/company#social.facebook",
      done: socialSet,
    },
    // What a client checks before trusting a builder (the about page's "Check Us").
    {
      id: "registrations",
      text: "Show your registrations",
      detail: "Your GSTIN, RERA, licence or certificate numbers, in the footer and on the about page.",
      to: "/site/company#registrations",
      done: company.registrations.length > 0,
    },
    {
      id: "rating",
      text: "Show your rating and where to read the reviews",
      detail: "Your rating out of 5, the number of reviews and a link to them (Google, Facebook…).",
      to: "/site/company#claims.rating",
      done: company.claims.rating !== "" && company.claims.reviewUrl !== "",
    },
    {
      id: "team-photos",
      text: "Add photos of your team",
      detail: `${withInitials} of ${about.team.length} people on the about page still show their initials.`,
      to: `/site/about#team.${firstWithout(about.team)}.photo`,
      done: withInitials === 0,
    },
    {
      id: "terms",
      text: "Set your warranty and payment schedule",
      detail: "The packages' warranties and the payments by stage that the estimator shows are still the samples.",
      to: "/site/services#tiers.0.warranty",
      done: !sampleTerms,
    },
  ];
}
