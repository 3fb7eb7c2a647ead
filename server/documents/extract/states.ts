export const STATES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO",
  connecticut: "CT", delaware: "DE", "district of columbia": "DC", florida: "FL", georgia: "GA",
  hawaii: "HI", idaho: "ID", illinois: "IL", indiana: "IN", iowa: "IA", kansas: "KS", kentucky: "KY",
  louisiana: "LA", maine: "ME", maryland: "MD", massachusetts: "MA", michigan: "MI", minnesota: "MN",
  mississippi: "MS", missouri: "MO", montana: "MT", nebraska: "NE", nevada: "NV", "new hampshire": "NH",
  "new jersey": "NJ", "new mexico": "NM", "new york": "NY", "north carolina": "NC", "north dakota": "ND",
  ohio: "OH", oklahoma: "OK", oregon: "OR", pennsylvania: "PA", "rhode island": "RI",
  "south carolina": "SC", "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT", vermont: "VT",
  virginia: "VA", washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY",
  "puerto rico": "PR",
};

export const STATE_CODES = new Set(Object.values(STATES));

const namesByLength = Object.keys(STATES).sort((a, b) => b.length - a.length);

/** "Illinois" → "IL", "il" → "IL"; null for anything else. */
export function stateCode(s: string): string | null {
  const t = s.trim().toLowerCase().replace(/\./g, "");
  if (t.length === 2 && STATE_CODES.has(t.toUpperCase())) return t.toUpperCase();
  return STATES[t] ?? null;
}

/** Regex source for a state written as a code or a full name. */
export const stateSource = `(?:${namesByLength.map((n) => n.replace(/ /g, "\\s+")).join("|")}|${[...STATE_CODES].join("|")})`;
