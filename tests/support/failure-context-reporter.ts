import fs from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const MAX_LINES = 120;

/**
 * CI keeps only the run's output, not test-results/: for each failed test this prints the page as Playwright saw it
 * at the failure (the error-context attachment: the page's URL and its accessibility tree), so a failure that does
 * not repeat here can still be read from the CI log. A test that failed and then passed on CI's one retry is flaky:
 * its first attempt's page is printed too, to be fixed rather than lived with.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failed: { title: string; context: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    const attachment = result.attachments.find((a) => a.name === "error-context" && a.path);
    if (!attachment?.path || !fs.existsSync(attachment.path)) return;
    const lines = fs.readFileSync(attachment.path, "utf8").split("\n");
    const shown = lines.slice(0, MAX_LINES).join("\n");
    const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : "";
    const attempt = result.retry > 0 ? ` (retry ${result.retry})` : "";
    this.failed.push({ title: test.titlePath().slice(1).join(" › ") + attempt, context: shown + more });
  }

  onEnd(_result: FullResult): void {
    for (const { title, context } of this.failed) {
      console.log(`\n--- page at the failure of: ${title}\n${context}\n--- end of page`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
