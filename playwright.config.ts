import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the production build,
 * served by the real server on a fresh temporary data folder (or, by `npm run test:e2e:pg`, a new
 * PostgreSQL database and bucket). Tests make their own data through the API (tests/e2e/fixtures.ts).
 */
const port = Number(process.env.E2E_PORT ?? 4391);
export const ADMIN_EMAIL = "admin@e2e.test";
export const ADMIN_PASSWORD = "e2e-admin-password-1";
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "site-e2e-"));

const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  // Every public page and the admin layout run at both widths. The admin's forms, lists and
  // guards are the same code at every width (their phone layout is admin/layout.spec.ts): they run
  // on the desktop; the site's content, which the company edits from its phone, runs on the phone.
  projects: [
    {
      name: "desktop",
      testIgnore: [
        "admin/site-content.spec.ts",
        "admin/enquiries-on-phone.spec.ts",
        "admin/arrange-portfolio.spec.ts",
        "admin/one-save.spec.ts",
        "admin/share-target.spec.ts",
        "admin/team.spec.ts",
        "admin/account-recovery.spec.ts",
        "admin/site-abroad.spec.ts",
        "public-b/image-delivery.spec.ts",
      ],
      // The tests for a phone alone (tagged): the tab bar and drawer, touch, a phone's width.
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: "phone",
      testIgnore: [
        "admin/accessibility.spec.ts",
        "admin/blogs.spec.ts",
        "admin/dashboard-and-lists.spec.ts",
        "admin/gallery.spec.ts",
        "admin/guard-and-login.spec.ts",
        "admin/projects.spec.ts",
        "admin/session-and-uploads.spec.ts",
        "admin/activity.spec.ts",
        "admin/second-step.spec.ts",
        "security/*.spec.ts",
        "admin/site-estimator.spec.ts",
        "public-a/no-admin-code.spec.ts",
      ],
      // The tests for a wide screen alone (tagged): the admin's side menu.
      grepInvert: /@wide/,
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 780 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `${process.env.E2E_BASE_URL}/api/projects`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_CONTENT: "false",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      COMPANY_PHONE: "+91 98470 12345",
      COMPANY_WHATSAPP: "919847012345",
      SITE_URL: "https://www.example-builder.in",
      // Every browser test sends its enquiries from this machine's one address.
      ENQUIRIES_PER_ADDRESS_PER_HOUR: "100000",
      // On PostgreSQL and a bucket (`npm run test:e2e:pg`): the database and bucket made for the run.
      ...(process.env.E2E_SITE_ENV ? (JSON.parse(process.env.E2E_SITE_ENV) as Record<string, string>) : {}),
    },
  },
});
