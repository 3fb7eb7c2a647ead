import { z } from "zod";
import { readAmount } from "./amounts";

/** A required planned amount typed into a number input ("1250", "1250.5"). */
export const plannedAmountField = z.string().superRefine((value, ctx) => {
  const result = readAmount(value, "required");
  if (result.error) ctx.addIssue({ code: "custom", message: result.error });
});
