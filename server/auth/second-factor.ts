import type { User } from "@shared/schema";
import type { DbOrTx } from "../db/connection";
import { hasActivePasskey } from "./passkeys";

/** The account signs in with a second factor: an authenticator app, or a passkey (confirmed). */
export async function hasSecondFactor(db: DbOrTx, user: Pick<User, "id" | "totpSecret">): Promise<boolean> {
  return Boolean(user.totpSecret) || (await hasActivePasskey(db, user.id));
}
