import { expiryBadge, type BadgeTone } from "@shared/domain/expiry";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<BadgeTone, NonNullable<BadgeProps["variant"]>> = {
  danger: "destructive",
  warning: "warning",
  info: "outline",
  success: "success",
  neutral: "secondary",
};

export const toneVariant = (tone: BadgeTone) => VARIANTS[tone];

/** SPEC section 4's badge, from the same shared rule the server uses. */
export function ExpiryBadge({ expirationDate, today }: { expirationDate: string | null; today: string }) {
  const badge = expiryBadge(expirationDate, today);
  return (
    <Badge variant={toneVariant(badge.tone)} data-testid="expiry-badge">
      {badge.label}
    </Badge>
  );
}
