import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A restricted-import pattern that names the layer rule it breaks. */
function layer(group, message) {
  return { group: [group], message };
}

/** One restricted-imports rule per folder: its forbidden import patterns and why. */
function layers(rules) {
  return Object.entries(rules).map(([files, [groups, message]]) => ({
    files: [files.endsWith("**") ? `${files}/*.{ts,tsx,mjs}` : files],
    // "../api/**" also forbids "../api", the folder's index.
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: groups.flatMap((g) => (g.endsWith("/**") ? [g, g.slice(0, -3)] : [g])), message }] },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Through the index, the bundler cannot tell which icons a page draws, and the admin area's
      // icons end up in the file every visitor loads (vite/site-chunks.ts).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: 'Import each icon from its own module: import Menu from "lucide-react/icons/menu".',
              allowTypeImports: true,
            },
          ],
          patterns: [
            layer(
              "**/server/**",
              "app/ never imports server/: the pages get what they need through the load context (domain/site-context.ts).",
            ),
          ],
        },
      ],
    },
  },
  // The layers stay one-way (docs/architecture.md §11.10): domain/ is imported by everyone and imports no one; in
  // server/, api → services → db | media | auth, and nothing below imports what is above it.
  ...layers({
    "domain/**": [["**/app/**", "**/server/**", "**/scripts/**", "**/tests/**"], "domain/ imports nothing outside domain/."],
    "server/db/**": [
      ["../api/**", "../services/**", "../media/**", "../auth/**", "../cache/**", "../security/**", "../ssr", "../app"],
      "db/ is the bottom layer.",
    ],
    "server/media/**": [
      ["../api/**", "../services/**", "../cache/**", "../security/**", "../ssr", "../app"],
      "media/ never imports api/ or services/: they use it.",
    ],
    "server/auth/**": [
      ["../api/**", "../services/**", "../cache/**", "../ssr", "../app"],
      "auth/ holds mechanisms; services/auth.ts uses them.",
    ],
    "server/services/**": [
      ["../api/**", "../cache/**", "../security/**", "../ssr", "../app"],
      "services/ never import the HTTP layer: api/ and ssr call them.",
    ],
    "server/api/**": [["../db/**"], "api/ reaches the database only through services/."],
    "server/cache/**": [["../api/**", "../services/**", "../media/**", "../db/**"], "cache/ knows answers, not how they are made."],
    "server/security/**": [["../cache/**", "../api/**", "../services/**"], "security/ is below cache/ and api/."],
  }),
  {
    files: ["scripts/**", "tests/**", "server/admin-cli.ts"],
    rules: { "no-console": "off" },
  },
);
