import { US_STATES, type StateCode } from "@shared/domain/us-states";

/** The 50 US states (SPEC section 9) as "NY — New York" select options, from the list the server uses too. */
export const US_STATE_OPTIONS: readonly { value: StateCode; label: string }[] = US_STATES.map((s) => ({
  value: s.code,
  label: `${s.code} — ${s.name}`,
}));
