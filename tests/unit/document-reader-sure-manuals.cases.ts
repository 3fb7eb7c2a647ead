// Hand-written manual pages of the kinds issue 30 names: the maker printed only in running headers and
// footers, steps under DAILY / WEEKLY headings, a frequency matrix (tasks × Daily/Weekly/Monthly ticks),
// tasks in prose, a tagline beside the title. Written blind (scored before the reader was changed for
// them); makers, models and serials are invented.
import type { ManualTruth } from "@server/documents/accuracy";

export interface SureManualCase {
  name: string;
  lines: string[];
  want: ManualTruth["expected"];
}

export const SURE_MANUALS: SureManualCase[] = [
  {
    name: "running header and footer name the maker; DAILY / WEEKLY / MONTHLY headings",
    lines: [
      "Brightwell Foodservice\tUC-30 Undercounter Dishwasher\tOwner's Guide",
      "CARE AND CLEANING",
      "DAILY",
      "• Drain the wash tank and remove the scrap trays",
      "• Rinse the spray arms under running water",
      "WEEKLY",
      "• Descale the rinse nozzles with the approved descaler",
      "MONTHLY",
      "• Inspect the door gasket for tears",
      "Serial No. BW30-558120",
      "Page 14\tBrightwell Foodservice · UC-30",
    ],
    want: {
      equipmentType: "Dishwasher",
      manufacturer: "Brightwell Foodservice",
      model: "UC-30",
      serial: "BW30-558120",
      tasks: [
        { task: "Drain the wash tank and remove the scrap trays", intervalDays: 1, keywords: ["scrap"] },
        { task: "Rinse the spray arms", intervalDays: 1, keywords: ["spray arms"] },
        { task: "Descale the rinse nozzles", intervalDays: 7, keywords: ["descale"] },
        { task: "Inspect the door gasket", intervalDays: 30, keywords: ["gasket"] },
      ],
    },
  },
  {
    name: "frequency matrix: tasks by Daily / Weekly / Monthly tick columns",
    lines: [
      "FROSTLINE RI-2 REACH-IN REFRIGERATOR",
      "Cleaning schedule",
      "Task\tDaily\tWeekly\tMonthly",
      "Wipe door gaskets with mild soap\t✓",
      "Clean the condenser coil\t\t\t✓",
      "Empty and wash the drain pan\t\t✓",
      "Model RI-2   Serial FL-0042277",
      "© 2025 Frostline Refrigeration Co.",
    ],
    want: {
      equipmentType: "Reach-in refrigerator",
      manufacturer: "Frostline Refrigeration Co.",
      model: "RI-2",
      serial: "FL-0042277",
      tasks: [
        { task: "Wipe door gaskets with mild soap", intervalDays: 1, keywords: ["gaskets"] },
        { task: "Clean the condenser coil", intervalDays: 30, keywords: ["condenser"] },
        { task: "Empty and wash the drain pan", intervalDays: 7, keywords: ["drain pan"] },
      ],
    },
  },
  {
    name: "prose: tasks inside sentences, a tagline under the title",
    lines: [
      "Toastmark CT-4 Conveyor Toaster",
      "Golden toast, every time — built for busy kitchens",
      "Looking after your toaster",
      "Clean the crumb tray at the end of each day. Once a week, wipe the conveyor belt with a damp cloth.",
      "Every three months, have a technician check the heating elements.",
      "Toastmark Appliances, Inc. — Made in Ohio",
      "Model: CT-4\tSerial: TM4-99120",
    ],
    want: {
      equipmentType: "Oven",
      manufacturer: "Toastmark Appliances, Inc.",
      model: "CT-4",
      serial: "TM4-99120",
      tasks: [
        { task: "Clean the crumb tray", intervalDays: 1, keywords: ["crumb tray"] },
        { task: "Wipe the conveyor belt", intervalDays: 7, keywords: ["conveyor belt"] },
        { task: "Check the heating elements", intervalDays: 90, keywords: ["heating elements"] },
      ],
    },
  },
];
