import { US_STATES as STATES, type StateCode } from "@shared/domain/us-states";

/** The 50 US states (SPEC section 9) as [code, name] pairs, from the list the server uses too. */
export const US_STATES: ReadonlyArray<readonly [StateCode, string]> = STATES.map((s) => [s.code, s.name] as const);

export type UsStateCode = StateCode;
