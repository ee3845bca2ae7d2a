/** What the server hands every route loader (DESIGN §2: loaders call the services in process). */
import type { CompanyFacts } from "../app/content/company";
import type { Services } from "./services";

export interface SiteContext {
  services: Services;
  company: CompanyFacts;
  /** The public origin, without a trailing slash, for canonical links and the sitemap. */
  siteUrl: string;
  /** The CSP nonce of this request, for the render's inline scripts. */
  cspNonce?: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges SiteContext into React Router's type
  interface AppLoadContext extends SiteContext {}
}
