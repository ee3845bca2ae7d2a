import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // SITE_BUILD_DIR lets two builds live side by side (the server reads the same variable).
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
