/**
 * The admin area as an app on the owner's phone (docs/architecture.md §10, docs/decisions/014): where its
 * manifest, icons and service worker are, what the manifest says, and what the notification of a
 * new enquiry shows. Only admin pages link the manifest or register the worker: a public page
 * loads none of it (docs/architecture.md §2).
 */
import { ENQUIRY_KIND_LABELS, enquirySubject, type Enquiry } from "./enquiries";

export const ADMIN_APP = {
  manifestPath: "/admin/manifest.webmanifest",
  /** The service worker: push notifications only, in a scope no page lives in, so it controls none. */
  serviceWorkerPath: "/admin/sw.js",
  serviceWorkerScope: "/admin/",
  /** Where the installed app opens; the admin pages live at the site's root (docs/product.md §2). */
  startUrl: "/dashboard",
  /** The site's own theme colour (the ink of app/root.tsx's theme-color), and the admin area's lime-plaster ground. */
  themeColor: "#16221c",
  backgroundColor: "#f8f5ef",
  /** The house mark on laterite (app/components/layout/site-logo.tsx), drawn by scripts/admin-icons.ts. */
  icons: [
    { src: "/admin/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/admin/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/admin/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  /**
   * Where the phone's gallery sends photos shared to the app (the manifest's share target): the
   * service worker keeps them on the phone and opens `sharedPage`, which asks what they are for.
   */
  sharePath: "/admin/share",
  shareField: "photos",
  sharedPage: "/shared-photos",
  /** The small monochrome mark Android shows in the status bar. */
  badge: "/admin/badge-96.png",
} as const;

/** The longest name a home screen shows under an icon without cutting it. */
const SHORT_NAME_MAX = 12;

/** The web app manifest of the admin area, named after the company (Site → Company details). */
export function adminManifest(siteName: string) {
  return {
    id: ADMIN_APP.startUrl,
    name: `${siteName} admin`,
    short_name: siteName.length <= SHORT_NAME_MAX ? siteName : "Site admin",
    description: `Enquiries, projects, posts and the site of ${siteName}.`,
    start_url: ADMIN_APP.startUrl,
    // The admin pages are /dashboard, /enquiries, /site/… (docs/product.md §2): a narrower scope
    // would leave every one of them outside the app (docs/decisions/014).
    scope: "/",
    display: "standalone",
    theme_color: ADMIN_APP.themeColor,
    background_color: ADMIN_APP.backgroundColor,
    icons: ADMIN_APP.icons,
    // Photos shared from the phone's gallery start a project or a gallery item with them.
    share_target: {
      action: ADMIN_APP.sharePath,
      method: "POST",
      enctype: "multipart/form-data",
      params: { files: [{ name: ADMIN_APP.shareField, accept: ["image/*"] }] },
    },
  };
}

/** What a push message carries: the notification's text, the admin page a tap opens, and its tag. */
export interface PushNotification {
  title: string;
  body: string;
  /** A path of this site (the service worker opens nothing else). */
  url: string;
  /** A notice delivered twice replaces itself on the phone rather than showing twice. */
  tag: string;
}

/** The admin page of one enquiry (app/routes/admin/enquiry.tsx). */
export function enquiryPath(id: string): string {
  return `/enquiries/${id}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/**
 * The notification of a new enquiry: who, what it is about, and the first words of the message.
 * Never the phone number or the e-mail address: a lock screen shows this to whoever holds the
 * phone, and the enquiry's page has the rest.
 */
export function enquiryNotification(
  enquiry: Pick<Enquiry, "id" | "name" | "kind" | "details" | "message" | "possiblyAutomated">,
): PushNotification {
  const about = `${ENQUIRY_KIND_LABELS[enquiry.kind]}: ${enquirySubject(enquiry)}`;
  const parts = [shorten(about, 80), ...(enquiry.message.trim() ? [`“${shorten(enquiry.message, 70)}”`] : [])];
  if (enquiry.possiblyAutomated) parts.push("(possibly automated)");
  return {
    title: `New enquiry from ${shorten(enquiry.name, 40)}`,
    body: parts.join(" · "),
    url: enquiryPath(enquiry.id),
    tag: `enquiry-${enquiry.id}`,
  };
}

/** The notification "Send a test notification" sends to one device. */
export function testNotification(siteName: string): PushNotification {
  return {
    title: "Test notification",
    body: `New enquiries to ${siteName} will show here. Tap to open the inbox.`,
    url: "/enquiries",
    tag: "push-test",
  };
}
