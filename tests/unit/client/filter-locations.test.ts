import { describe, expect, it } from "vitest";
import type { LocationDto } from "@/app/locations";
import { filterLocations } from "@/features/organization/filter-locations";

const base: LocationDto = {
  id: "1",
  organizationId: "o",
  name: "Downtown Diner",
  address: "12 Main Street",
  city: "Albany",
  state: "NY",
  zipCode: "12207",
  phone: null,
  email: null,
  managerName: "Maria Lopez",
  status: "active",
  notes: null,
  payWeekEndDay: 0,
  timeZone: null,
  legalName: null,
  createdAt: "",
  updatedAt: "",
};
const list: LocationDto[] = [
  base,
  { ...base, id: "2", name: "Uptown Bakery", address: "400 Broadway", managerName: null, status: "opening_soon" },
];

describe("filterLocations", () => {
  it("matches name, address or manager name, ignoring case", () => {
    expect(filterLocations(list, "UPTOWN", "all").map((l) => l.id)).toEqual(["2"]);
    expect(filterLocations(list, "broadway", "all").map((l) => l.id)).toEqual(["2"]);
    expect(filterLocations(list, "maria", "all").map((l) => l.id)).toEqual(["1"]);
    expect(filterLocations(list, "  ", "all")).toHaveLength(2);
  });

  it("filters by status", () => {
    expect(filterLocations(list, "", "opening_soon").map((l) => l.id)).toEqual(["2"]);
    expect(filterLocations(list, "diner", "opening_soon")).toEqual([]);
  });
});
