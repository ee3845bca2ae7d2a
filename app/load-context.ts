/** The load context every route's loader gets: domain/site-context.ts, filled in by server/ssr.ts. */
import type { SiteContext } from "../domain/site-context";

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges SiteContext into React Router's type
  interface AppLoadContext extends SiteContext {}
}
