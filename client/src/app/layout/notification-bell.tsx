import { useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Bell, CheckCheck } from "lucide-react";
import * as React from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { hrefForLocation } from "../locations";
import {
  type NotificationItem,
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "./notifications-api";

function timeAgo(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatDistanceToNow(date, { addSuffix: true });
}

/** The bell shows the real unread count (DESIGN: not the spec's fixed 3) and a short list. */
export function NotificationBell() {
  const [open, setOpen] = React.useState(false);
  const { data, isLoading, refetch } = useQuery(notificationsQuery);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [, navigate] = useLocation();

  const unread = data?.unreadCount ?? 0;
  const items = React.useMemo(
    () => [...(data?.items ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    [data],
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refetch();
  };

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      setOpen(false);
      if (item.link.startsWith("/")) navigate(hrefForLocation(item.link, item.locationId));
      else window.location.href = item.link;
    }
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} data-testid="notification-bell">
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {unread > 0 && (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-xs"
              onClick={() => markAll.mutate()}
              disabled={markAll.isPending}
            >
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          )}
        </div>
        {isLoading ? (
          <Spinner label="Loading notifications..." className="py-6" size="sm" />
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">No notifications</p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => openItem(item)}
                  className={cn(
                    "flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
                    !item.read && "bg-accent/40",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-primary")}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium">
                      {item.title}
                      {!item.read && <span className="sr-only"> (unread)</span>}
                    </span>
                    {item.body && <span className="mt-0.5 block text-xs text-muted-foreground">{item.body}</span>}
                    <span className="mt-1 block text-xs text-muted-foreground">{timeAgo(item.createdAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
