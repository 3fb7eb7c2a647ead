/** Child process entry: one Lighthouse run (argv[2]: `{ url, options }` as JSON), its summary as JSON on stdout. */
import { auditPage, type AuditOptions } from "./lighthouse-audit";

const { url, options } = JSON.parse(process.argv[2] ?? "{}") as {
  url: string;
  options: AuditOptions;
};
process.stdout.write(JSON.stringify(await auditPage(url, options)));
