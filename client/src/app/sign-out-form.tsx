import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * Signing out is a POST (a cross-site link or image cannot sign anyone out): a form around a submit button, so it
 * works as a full-page navigation without the app's scripts, like the link it replaces.
 */
export function SignOutForm({ children, className, ...button }: Omit<ComponentProps<typeof Button>, "type" | "asChild"> & { children: ReactNode }) {
  return (
    <form method="post" action="/api/logout" className={className}>
      <Button type="submit" {...button}>
        {children}
      </Button>
    </form>
  );
}
