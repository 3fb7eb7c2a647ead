import type { BadgeTone } from "@shared/domain/expiry";
import { licenseStatusView } from "@shared/domain/license-status";
import type { RuledLicense } from "@shared/domain/compliance";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<BadgeTone, NonNullable<BadgeProps["variant"]>> = {
  danger: "destructive",
  warning: "warning",
  info: "outline",
  success: "success",
  neutral: "secondary",
};

export const toneVariant = (tone: BadgeTone) => VARIANTS[tone];

/** A license's status badge (SPEC section 4's labels), from the one function every screen uses. */
export function ExpiryBadge({ license, today }: { license: RuledLicense; today: string }) {
  const view = licenseStatusView(license, today);
  return (
    <Badge variant={toneVariant(view.tone)} data-testid="expiry-badge" title={view.sentence}>
      {view.label}
    </Badge>
  );
}
