import { describe, expect, it } from "vitest";
import {
  MONEY_MAX_CENTS,
  centsToDecimalString,
  formatDollars,
  isValidMoneyString,
  parseMoneyToCents,
  parseMoneyToCentsStrict,
  sumCents,
} from "@shared/domain/money";
import { toPlainDecimalString } from "@shared/domain/decimal";

describe("parseMoneyToCents", () => {
  it.each([
    ["1234.5", 123450],
    ["1234.50", 123450],
    ["1,234.50", 123450],
    ["$1,234.50", 123450],
    ["$ 1,234.50", 123450],
    ["1,234,567.89", 123456789],
    ["(12.00)", -1200],
    ["($12.00)", -1200],
    ["( 15.25 )", -1525],
    ["-3.10", -310],
    ["-$3.10", -310],
    ["$-3.10", -310],
    ["  7 ", 700],
    ["0", 0],
    ["-0", 0],
    ["0.00", 0],
    [".5", 50],
    ["007.50", 750],
    ["1.005", 101],
    ["1.004", 100],
    ["-1.005", -101],
    ["2.675", 268],
    ["0.0049999", 0],
    ["99999999.99", 9999999999],
  ])("parses %j as %i cents", (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it.each([
    [1234.5, 123450],
    [7, 700],
    [-3.1, -310],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [8.345, 835],
    [-0, 0],
    [1e-7, 0],
    [1.5e-2, 2],
    [12345678901.23, 1234567890123],
  ])("parses the number %d as %i cents", (input, cents) => {
    expect(parseMoneyToCents(input)).toBe(cents);
  });

  it("never returns negative zero", () => {
    expect(Object.is(parseMoneyToCents("-0.001"), 0)).toBe(true);
    expect(Object.is(parseMoneyToCents(-0.001), 0)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "$",
    "-",
    "()",
    "abc",
    "12abc",
    "1.2.3",
    "1,23.00",
    "12,34",
    ",123",
    "1,234,56",
    "1 234",
    "5.",
    ".",
    "--3",
    "-(3)",
    "(-3)",
    "-$-3",
    "+3",
    "$+3",
    "1e3",
    "0x10",
    "Infinity",
    "NaN",
    "€12",
    "12$",
    "(12",
    "12)",
    "99999999999999999999",
  ])("rejects %j", (input) => {
    expect(parseMoneyToCents(input)).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e300])(
    "rejects the number %d",
    (input) => {
      expect(parseMoneyToCents(input)).toBeNull();
    },
  );
});

describe("parseMoneyToCentsStrict", () => {
  it("returns cents for valid input", () => {
    expect(parseMoneyToCentsStrict("$1,234.50")).toBe(123450);
    expect(parseMoneyToCentsStrict(0)).toBe(0);
  });
  it("throws a RangeError naming the input", () => {
    expect(() => parseMoneyToCentsStrict("12abc")).toThrow(RangeError);
    expect(() => parseMoneyToCentsStrict("12abc")).toThrow('Invalid money amount: "12abc"');
    expect(() => parseMoneyToCentsStrict(Number.NaN)).toThrow("Invalid money amount");
  });
});

describe("isValidMoneyString", () => {
  it.each(["0", "0.00", "1234.5", "1234.50", "99999999.99", "00000099999999.99", "7"])("accepts %j", (s) => {
    expect(isValidMoneyString(s)).toBe(true);
  });
  it.each([
    "",
    "-1.00",
    "-0",
    "1.234",
    "100000000.00",
    "1,234.50",
    "$12",
    " 12",
    "12 ",
    "1e3",
    ".5",
    "5.",
    "abc",
    "NaN",
  ])("rejects %j by default", (s) => {
    expect(isValidMoneyString(s)).toBe(false);
  });
  it("allows negatives with min0 false", () => {
    expect(isValidMoneyString("-12.50", { min0: false })).toBe(true);
    expect(isValidMoneyString("-100000000", { min0: false })).toBe(false);
  });
  it("honours maxDecimals and maxIntegerDigits", () => {
    expect(isValidMoneyString("1.234", { maxDecimals: 3 })).toBe(true);
    expect(isValidMoneyString("1.2", { maxDecimals: 0 })).toBe(false);
    expect(isValidMoneyString("12", { maxDecimals: 0 })).toBe(true);
    expect(isValidMoneyString("1000", { maxIntegerDigits: 3 })).toBe(false);
    expect(isValidMoneyString("999", { maxIntegerDigits: 3 })).toBe(true);
  });
  it("rejects non-strings at run time", () => {
    expect(isValidMoneyString(12 as unknown as string)).toBe(false);
  });
  it("matches the numeric(10,2) maximum", () => {
    expect(centsToDecimalString(MONEY_MAX_CENTS)).toBe("99999999.99");
  });
});

describe("centsToDecimalString", () => {
  it.each([
    [123450, "1234.50"],
    [-1200, "-12.00"],
    [5, "0.05"],
    [-5, "-0.05"],
    [0, "0.00"],
    [-0, "0.00"],
    [100, "1.00"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("%i → %j", (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("throws for %d", (cents) => {
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });
});

describe("formatDollars", () => {
  it.each([
    [123450, "$1,234.50"],
    [-1200, "-$12.00"],
    [0, "$0.00"],
    [99, "$0.99"],
    [100000, "$1,000.00"],
    [99999, "$999.99"],
    [123456789, "$1,234,567.89"],
    ["1234.5", "$1,234.50"],
    ["(12.00)", "-$12.00"],
    ["0.1", "$0.10"],
  ])("%j → %j", (value, text) => {
    expect(formatDollars(value)).toBe(text);
  });
  it("throws for an invalid string or non-integer cents", () => {
    expect(() => formatDollars("abc")).toThrow(RangeError);
    expect(() => formatDollars(12.5)).toThrow(RangeError);
  });
});

describe("sumCents", () => {
  it("adds exactly", () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
    expect(sumCents([-500, 250])).toBe(-250);
    // 0.1 + 0.2 in cents is exact.
    expect(sumCents([10, 20])).toBe(30);
  });
  it("throws on non-integers and overflow", () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe("toPlainDecimalString", () => {
  it.each([
    [1e21, "1000000000000000000000"],
    [1.5e-7, "0.00000015"],
    [-2.5e-7, "-0.00000025"],
    [1.23e25, "12300000000000000000000000"],
    [-0, "0"],
    [31.75, "31.75"],
  ])("%d → %j", (n, text) => {
    expect(toPlainDecimalString(n)).toBe(text);
  });
  it("throws for non-finite numbers", () => {
    expect(() => toPlainDecimalString(Number.NaN)).toThrow(RangeError);
  });
});
