import { Info } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const STEPS = [
  "Choose the week ending date (the Sunday the pay week ends).",
  "Upload the week's payroll or POS exports: one file or several.",
  "Click Calculate Tips to see each employee's tips, then pool by hours if you share tips that way.",
];

const HINTS = [
  "One column for the employee and one for the tips.",
  "Headers such as Employee, Name or Staff, and Tips, Tip Amount or Total Tips (Cash Tips plus Credit Card Tips also work).",
  "Tip values are numbers; currency such as $1,234.50 or (12.00) is read too.",
  "Several files for the same week are allowed: an employee's tips are added up across them.",
  "An Hours column lets you pool the week's tips by hours worked.",
];

/** SPEC: the how-to card with 3 steps and the format hints. */
export function HowToCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info className="size-5 text-primary" aria-hidden="true" />
          How it works
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <ol className="space-y-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground" aria-hidden="true">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <div className="rounded-md bg-muted p-3">
          <h4 className="mb-2 font-medium">File format</h4>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {HINTS.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
