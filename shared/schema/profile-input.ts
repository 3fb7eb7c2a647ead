import { z } from "zod";
import { quietHoursSchema } from "./push-input";

const namePart = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** A user's own name, as Profile edits it. */
export const profileNameSchema = z.object({
  firstName: namePart("First name"),
  lastName: namePart("Last name"),
});
export type ProfileNameInput = z.infer<typeof profileNameSchema>;

/** PATCH /api/profile: the digest setting, the push quiet hours (null: none) and/or the name (both parts together). */
export const profileUpdateSchema = z
  .object({ emailDigest: z.boolean().optional(), quietHours: quietHoursSchema.nullable().optional() })
  .extend({ firstName: profileNameSchema.shape.firstName.optional(), lastName: profileNameSchema.shape.lastName.optional() })
  .strict()
  .refine((v) => (v.firstName === undefined) === (v.lastName === undefined), {
    message: "First and last name are changed together",
    path: ["lastName"],
  })
  .refine((v) => v.emailDigest !== undefined || v.firstName !== undefined || v.quietHours !== undefined, { message: "Nothing to change" });
