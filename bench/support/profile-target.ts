/**
 * The app alone, for a CPU profile (bench/profile-app.ts starts this under `node --cpu-prof`): a throw-away
 * database seeded like bench/list-endpoints.ts, the real app listening, a signed-in cookie. Prints one JSON line
 * ({ url, cookie, locationId }) once ready, then serves until SIGINT or SIGTERM, closes and exits (which is when
 * node writes the profile).
 */
import { openBenchDatabase, signIn, startApp } from "./bench-app";
import { seedListRows } from "./list-seed";

const database = await openBenchDatabase();
const { admin, assigned } = await seedListRows(database.db);
await database.pool.query("analyze");
const app = await startApp(database);
const cookie = await signIn(app.url, admin.email);
console.log(JSON.stringify({ url: app.url, cookie, locationId: assigned.id }));

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
