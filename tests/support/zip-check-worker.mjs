// A worker that runs the payroll zip guard on one workbook forever (tests/support/terminate-during-zip-check.mjs).
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register({ tsconfig: new URL("../../tsconfig.json", import.meta.url).pathname });
const { checkZipExpansion } = await import("../../server/features/payroll/reader/zip-guard.ts");
const bytes = new Uint8Array(workerData.workbook);
parentPort.postMessage("checking");
try {
  for (;;) checkZipExpansion("book.xlsx", bytes);
} catch (err) {
  parentPort.postMessage(String(err));
}
