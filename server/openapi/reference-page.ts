import { escapeHtml } from "../auth/pages";

type Json = Record<string, unknown>;
interface Operation {
  summary: string;
  tags: string[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  security?: unknown[];
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.45}
main{max-width:960px;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:8px 0}h2{font-size:1.15rem;margin:28px 0 8px;border-bottom:1px solid #e2e8f0;padding-bottom:4px}
.brand{font-weight:800;color:#c2410c}a{color:#c2410c}code,pre{font-family:ui-monospace,monospace;font-size:.85rem}
pre{background:#0f172a;color:#e2e8f0;padding:10px;border-radius:8px;overflow-x:auto;white-space:pre}
.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px;margin:8px 0}
.line{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}.path{font-weight:600;word-break:break-all}
.m{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;padding:1px 6px;font-size:.75rem;font-weight:700;color:#fff}
.get{background:#166534}.post{background:#1d4ed8}.put{background:#7c3aed}.patch{background:#b45309}.delete{background:#b91c1c}
.sum{color:#475569;font-size:.9rem;margin:4px 0 0}.pub{font-size:.75rem;color:#166534}details{margin-top:6px}summary{cursor:pointer;font-size:.85rem}`;

/** The API reference page: every operation of the OpenAPI document, grouped by tag; no scripts. */
export function referencePage(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ", required" : ""})`).join(", ");
      const ref = op.requestBody?.content["application/json"]?.schema.$ref as string | undefined;
      const bodySchema = ref ? schemas[ref.split("/").pop()!] : undefined;
      const html = `<div class="op" id="${escapeHtml(`${method}-${path}`)}"><div class="line"><span class="m ${method}">${method.toUpperCase()}</span><span class="path">${escapeHtml(path)}</span>${op.security?.length === 0 ? '<span class="pub">no sign-in</span>' : ""}</div>
<p class="sum">${escapeHtml(op.summary)}</p>${params ? `<p class="sum">Parameters: ${params}</p>` : ""}${
        bodySchema ? `<details><summary>Request body (${escapeHtml(ref!.split("/").pop()!)})</summary><pre>${escapeHtml(JSON.stringify(bodySchema, null, 2))}</pre></details>` : ""
      }</div>`;
      const tag = op.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, ops]) => `<section><h2>${escapeHtml(tag)}</h2>${ops.join("")}</section>`);
  const info = doc.info as { title: string; version: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference · Sous</title><style>${STYLE}</style></head><body><main>
<div class="brand">Sous</div><h1>${escapeHtml(info.title)} reference</h1>
<p>Version ${escapeHtml(info.version)}. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<p>Create a personal access token on your Profile (API tokens) and send it with every request. A <em>read</em> token may only use GET;
a request runs as you, in the token's organization, with the same permissions and locations as in the app.</p>
<pre>curl -H "Authorization: Bearer sous_pat_…" https://your-sous-host/api/organization/locations</pre>
${sections.join("\n")}</main></body></html>`;
}
