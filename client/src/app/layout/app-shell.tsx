import type * as React from "react";
import { OfflineBanner } from "./offline-banner";
import { PullToRefresh } from "./pull-to-refresh";
import { SidebarNav } from "./sidebar-nav";
import { TopBar } from "./top-bar";

/** Large screens: fixed sidebar. Small screens: the top bar's menu button opens a drawer. */
export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-sidebar-border bg-sidebar text-sidebar-foreground lg:block print:!hidden">
        <SidebarNav />
      </aside>
      <div className="flex min-h-dvh flex-col lg:pl-64 print:!pl-0">
        <div className="contents print:hidden">
          <TopBar />
          <OfflineBanner />
          <PullToRefresh />
        </div>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
