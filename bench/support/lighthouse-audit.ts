/**
 * One Lighthouse run (its Node API) against Debian's Chromium, performance, accessibility and best practices, reduced to
 * the two scores, the main metrics and the audits that cost points, so a shortfall can be explained.
 * Runs in a process of its own (lighthouse-child.ts): Lighthouse's trace processing would otherwise hold up
 * the event loop of the app under test, and its simulation takes the server's response times as observed.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { findChromium } from "../../tests/support/browser";

export const CHROME_PATH = process.env.CHROME_PATH ?? findChromium() ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

export type FormFactor = "mobile" | "desktop";

export interface AuditSummary {
  /** "Lighthouse 12.8.2, Chrome/156.0.…" */
  tool: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, except cls (unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits that cost points: "title (display value)". */
  losses: string[];
  /** Lighthouse's measure of the machine's speed during the run (lower = slower or busier). */
  benchmarkIndex: number;
}

export interface AuditOptions {
  formFactor: FormFactor;
  cookie?: string;
  reportPath?: string;
}

/**
 * A fresh Chromium (new profile) per run: Lighthouse resets caches and storage but keeps cookies, and the
 * session cookie the app sets on a signed-in run would otherwise sign in the next run's visitor.
 */
export async function auditPage(
  url: string,
  opts: AuditOptions,
): Promise<AuditSummary> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: "error",
    });
    try {
      return await audit(chrome.port, url, opts);
    } catch (err) {
      // Lighthouse's own advice for a failed trace (NO_NAVSTART, NO_FCP on a busy machine) is to run again.
      if (!(err instanceof LighthouseRunError) || attempt === 3) throw err;
      console.error(`  (${err.message}; running again)`);
    } finally {
      chrome.kill();
    }
  }
}

class LighthouseRunError extends Error {}

async function audit(
  port: number,
  url: string,
  opts: AuditOptions,
): Promise<AuditSummary> {
  const result = await lighthouse(
    url,
    {
      port,
      output: opts.reportPath ? "html" : "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: opts.cookie ? { Cookie: opts.cookie } : null,
    },
    opts.formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.code}`);
  if (opts.reportPath) {
    writeFileSync(opts.reportPath, String(result.report));
    writeFileSync(
      opts.reportPath.replace(/\.html$/, "") + ".json",
      JSON.stringify(lhr),
    );
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const browser =
    /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ??
    "Chromium";
  return {
    tool: `Lighthouse ${lhr.lighthouseVersion}, ${browser}`,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    metrics: {
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      si: value("speed-index"),
    },
    losses: losses(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function score(lhr: Result, category: string): number {
  const s = lhr.categories[category]?.score;
  if (s === null || s === undefined)
    throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(s * 100);
}

/** Weighted audits below full marks, plus performance opportunities and diagnostics that failed. */
function losses(lhr: Result): string[] {
  const ids = new Set<string>();
  for (const category of Object.values(lhr.categories))
    for (const ref of category.auditRefs) ids.add(ref.id);
  const out: string[] = [];
  for (const id of ids) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (
      audit.scoreDisplayMode === "informative" ||
      audit.scoreDisplayMode === "notApplicable"
    )
      continue;
    out.push(
      `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
    );
  }
  return out;
}

export const reportFile = (dir: string, name: string) =>
  path.join(dir, `${name.replace(/[^\w-]+/g, "-")}.html`);
