/**
 * Every island of the public pages, by name: the module the browser loads to hydrate it (its
 * default export is the component the server rendered). Each is a file of its own in the build,
 * with React in a shared one, so a page loads only the islands it has, when they are needed.
 */
export const ISLANDS = {
  testimonials: () => import("./testimonials"),
  "home-projects": () => import("./home-projects"),
  enquiry: () => import("./enquiry"),
  projects: () => import("./projects"),
  articles: () => import("./articles"),
  lightbox: () => import("./lightbox"),
  estimator: () => import("./estimator"),
  requests: () => import("./requests"),
  talk: () => import("./talk"),
};

export type IslandName = keyof typeof ISLANDS;
