import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { useAuth } from "../auth";
import { navSections } from "./nav-items";

function Brand() {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-primary text-base font-bold text-primary-foreground">
        S
      </span>
      <span className="text-lg font-bold tracking-tight">Sous</span>
      <span className="sr-only">home</span>
    </Link>
  );
}

/** The navigation list shared by the fixed sidebar and the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { isAdmin, isSuperAdmin, can } = useAuth();
  const [path] = useLocation();
  const sections = navSections({ isAdmin, isSuperAdmin, can });

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-sidebar-border px-4">
        <Brand />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        {sections.map((section, i) => {
          const headingId = section.title ? `nav-section-${i}` : undefined;
          return (
            <div key={section.title ?? "main"} className={cn(i > 0 && "mt-6")}>
              {section.title && (
                <h2 id={headingId} className="mb-2 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                  {section.title}
                </h2>
              )}
              <ul className="space-y-1" aria-labelledby={headingId}>
                {section.items.map((item) => {
                  const active = path === item.href;
                  const Icon = item.icon;
                  return (
                    <li key={`${section.title ?? "main"}-${item.href}`}>
                      <Link
                        href={item.href}
                        onClick={onNavigate}
                        aria-current={active ? "page" : undefined}
                        className={cn(
                          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                          active
                            ? "bg-sidebar-accent text-sidebar-accent-foreground"
                            : "text-sidebar-foreground hover:bg-muted hover:text-foreground",
                        )}
                      >
                        <Icon className="size-4 shrink-0" aria-hidden="true" />
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}
