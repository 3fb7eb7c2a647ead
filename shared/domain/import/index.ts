export * from "./fields";
export * from "./headers";
export * from "./synonyms";
export * from "./values";
