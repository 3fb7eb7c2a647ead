import { COMPLIANCE_STATE_LABELS } from "@shared/domain/compliance";
import { escapeHtml as e } from "../../auth/pages";
import { vendorServiceLabel } from "@shared/domain/vendor-services";
import type { BinderView } from "@shared/schema/service-records-views";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;padding:16px;line-height:1.4}
main{max-width:760px;margin:0 auto}h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.1rem;margin:28px 0 10px}
.brand{font-weight:800;color:#c2410c;margin-bottom:12px}.muted{color:#475569;font-size:.9rem}
ul{list-style:none;margin:0;padding:0}li{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:12px 14px;margin-bottom:10px}
.title{font-weight:600}.badge{display:inline-block;font-size:.75rem;font-weight:600;padding:2px 8px;border-radius:999px;margin-left:6px}
.valid{background:#dcfce7;color:#166534}.expiring{background:#fef3c7;color:#92400e}.renewal_submitted{background:#dbeafe;color:#1e40af}.expired,.overdue,.missing{background:#fee2e2;color:#991b1b}
a{color:#9a3412;display:inline-block;min-height:44px;line-height:44px;margin-right:14px;font-weight:600}
.pdf{display:block;text-align:center;background:#c2410c;color:#fff;border-radius:8px;margin:16px 0;text-decoration:none}`;

const badge = (cls: string, text: string) => `<span class="badge ${cls}">${e(text)}</span>`;
const STATE_LABEL = COMPLIANCE_STATE_LABELS;

/** The read-only binder an inspector opens from a shared link: plain HTML, no script, no account. */
export function sharedBinderPage(b: BinderView, expiresAt: Date): string {
  const licenses = b.licenses.length
    ? b.licenses
        .map(
          (l) => `<li><div class="title">${e(l.typeName)}${l.licenseNumber ? ` · ${e(l.licenseNumber)}` : ""}${badge(l.state, STATE_LABEL[l.state])}</div>
<div class="muted">${l.expirationDate ? `Expires ${e(l.expirationDate)}` : "No expiry"} · since ${e(l.since)} (${e(l.age)})</div>
${l.document ? `<a href="${e(l.document.url)}?inline=1">Open document</a>` : `<div class="muted">No document on file</div>`}</li>`,
        )
        .join("")
    : `<li class="muted">No current licenses</li>`;
  const tasks = b.tasks.length
    ? b.tasks
        .map((t) => {
          const r = t.lastRecord;
          const kind = vendorServiceLabel(t.serviceKind);
          const proof = r
            ? `<div class="muted">Last done ${e(r.doneOn)} (${e(t.age ?? "")}) by ${e(r.vendor?.name ?? r.doneBy.name)}</div>${r.attachments
                .map((a) => `<a href="${e(a.url)}?inline=1">${e(a.name)}</a>`)
                .join("")}`
            : t.lastDone
              ? `<div class="muted">Last done ${e(t.lastDone)} (${e(t.age ?? "")}), no record kept</div>`
              : `<div class="muted">Never done</div>`;
          return `<li><div class="title">${e(t.taskName)} · ${e(t.equipmentName)}${t.overdue ? badge("overdue", "Overdue") : ""}</div>
${kind ? `<div class="muted">${e(kind)} (vendor)</div>` : ""}<div class="muted">Every ${t.intervalDays} days · next due ${e(t.nextDue)}</div>${proof}</li>`;
        })
        .join("")
    : `<li class="muted">No recurring tasks</li>`;
  const missing = b.missing.length
    ? b.missing.map((m) => `<li><div class="title">${e(m.name)}${badge("missing", "Missing")}</div></li>`).join("")
    : `<li class="muted">None</li>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>Inspection binder · ${e(b.location.name)} · Sous</title><style>${STYLE}</style></head>
<body><main><div class="brand">Sous</div><h1>${e(b.location.name)}</h1><div class="muted">${e(b.location.address)}</div>
<div class="muted">Inspection binder as of ${e(b.today)} · read-only link valid until ${e(expiresAt.toISOString().slice(0, 10))}</div>
<a class="pdf" href="${e(b.pdfUrl)}">Download binder (PDF)</a>
<h2>Licenses</h2><ul>${licenses}</ul><h2>Recurring services and maintenance</h2><ul>${tasks}</ul><h2>Missing required licenses</h2><ul>${missing}</ul>
</main></body></html>`;
}
