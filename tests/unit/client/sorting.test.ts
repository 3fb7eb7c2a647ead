import { describe, expect, it } from "vitest";
import { ariaSort, nextSort, sortRows, type SortValues } from "@/lib/sorting";

interface Row {
  name: string;
  price: number | null;
  date: string | null;
}

const rows: Row[] = [
  { name: "Walk-in Cooler", price: 1200, date: "2024-03-01" },
  { name: "fryer", price: null, date: "2023-01-15" },
  { name: "Unit 10", price: 80, date: null },
  { name: "Unit 9", price: 80, date: "2025-06-30" },
];
const values: SortValues<Row, "name" | "price" | "date"> = { name: (r) => r.name, price: (r) => r.price, date: (r) => r.date };
const names = (list: Row[]) => list.map((r) => r.name);

describe("nextSort", () => {
  it("sorts a new column ascending and flips the sorted one", () => {
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
    expect(nextSort({ key: "name", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "desc" }, "price")).toEqual({ key: "price", direction: "asc" });
  });
});

describe("sortRows", () => {
  it("keeps the given order without a sort and does not touch the input", () => {
    const copy = [...rows];
    expect(sortRows(rows, null, values)).toEqual(rows);
    sortRows(rows, { key: "name", direction: "desc" }, values);
    expect(rows).toEqual(copy);
  });

  it("sorts text case-insensitively with numbers read as numbers", () => {
    expect(names(sortRows(rows, { key: "name", direction: "asc" }, values))).toEqual(["fryer", "Unit 9", "Unit 10", "Walk-in Cooler"]);
    expect(names(sortRows(rows, { key: "name", direction: "desc" }, values))).toEqual(["Walk-in Cooler", "Unit 10", "Unit 9", "fryer"]);
  });

  it("sorts numbers by value, ties in their given order, empty cells last in both directions", () => {
    expect(names(sortRows(rows, { key: "price", direction: "asc" }, values))).toEqual(["Unit 10", "Unit 9", "Walk-in Cooler", "fryer"]);
    expect(names(sortRows(rows, { key: "price", direction: "desc" }, values))).toEqual(["Walk-in Cooler", "Unit 10", "Unit 9", "fryer"]);
    expect(names(sortRows(rows, { key: "date", direction: "desc" }, values))).toEqual(["Unit 9", "Walk-in Cooler", "fryer", "Unit 10"]);
  });
});

describe("ariaSort", () => {
  it("names the sorted column's direction and none elsewhere", () => {
    expect(ariaSort({ key: "name", direction: "asc" }, "name")).toBe("ascending");
    expect(ariaSort({ key: "name", direction: "desc" }, "name")).toBe("descending");
    expect(ariaSort({ key: "name", direction: "asc" }, "price")).toBe("none");
    expect(ariaSort(null, "price")).toBe("none");
  });
});
