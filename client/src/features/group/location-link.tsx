import type * as React from "react";
import { Link } from "wouter";
import { useSelectedLocation } from "@/app/selected-location";
import { cn } from "@/lib/utils";

/** A link into one location's screen: following it makes that location the selected one. */
export function LocationLink({
  locationId,
  href,
  className,
  children,
  ...props
}: { locationId: string; href: string; className?: string; children: React.ReactNode } & Omit<React.ComponentProps<"a">, "href">) {
  const { setSelectedLocationId } = useSelectedLocation();
  return (
    <Link
      href={href}
      onClick={() => setSelectedLocationId(locationId)}
      className={cn("rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    >
      {children}
    </Link>
  );
}
