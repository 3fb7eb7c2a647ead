import type { IsoDate } from "@shared/domain/calendar";
import { locationToday } from "@shared/domain/time-zone";

/**
 * "Today" at the test locations, which the factories and the e2e first run make in New York. The server computes
 * statuses, alerts and due dates on each location's own date (issue 32), so a test that took the machine's date would
 * fail every night between midnight UTC and midnight in New York.
 */
export const newYorkToday = (now: Date = new Date()): IsoDate => locationToday({ state: "NY" }, now);
