// Onboarding import: what each kind reads (import-fields), how headers map (import-headers), and how cells
// are read (import-values, import-synonyms). Flat files: tests/unit/schema/drizzle-free.test.ts walks this folder.
export * from "./import-fields";
export * from "./import-headers";
export * from "./import-synonyms";
export * from "./import-values";
