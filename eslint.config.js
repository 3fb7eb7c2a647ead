import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "migrations/**", "test-results/**", "playwright-report/**", "tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // The client must not reach into the server, nor load Drizzle: values come from the drizzle-free modules of
      // shared/schema (*-input.ts, requirements.ts); the table modules may lend types only.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@server/*", "**/server/**"], message: "The client cannot import server code." },
            {
              regex: "^@shared/schema(/(?!requirements$)(?![\\w-]+-input$)[\\w-]+)?$",
              allowTypeImports: true,
              message: "Table modules pull Drizzle into the browser: import values from @shared/schema/<x>-input.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@server/*", "**/server/**", "@/*", "**/client/**"], message: "shared/ depends on nothing else." }] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/*", "**/client/**"], message: "The server cannot import client code." }] }],
    },
  },
  {
    files: ["tests/**/*.ts", "bench/**/*.{ts,mjs}", "scripts/**/*.{ts,mjs}", "server/db/demo.ts"],
    rules: { "no-console": "off" },
  },
);
