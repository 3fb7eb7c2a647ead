/** A dollar amount typed into a number input: cents, never negative, the decimal keypad on phones. */
export const MONEY_INPUT_PROPS = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
