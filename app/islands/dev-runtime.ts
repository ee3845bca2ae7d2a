/**
 * The islands' script under `npm run dev` (server/ssr.ts). React Router's Vite plugin compiles every
 * component for React Refresh, and a component so compiled refuses to run until React Refresh is
 * set up, which React Router's own scripts do on its pages. The public pages load the islands'
 * script instead of those, so it sets React Refresh up first. The production build never has it.
 */
import "virtual:react-router/inject-hmr-runtime";
import "./runtime";
