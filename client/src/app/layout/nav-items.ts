import {
  Building2,
  Calculator,
  CalendarDays,
  ClipboardCheck,
  FileText,
  History,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  PiggyBank,
  ShieldCheck,
  Truck,
  User,
  Users,
  Wrench,
  Building,
  UsersRound,
} from "lucide-react";
import type { Action } from "@shared/domain/permissions";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

/** Items shown only with a permission; the rest of the main items are for everyone. */
const NEEDS: Record<string, Action> = { "/payroll": "payroll.see", "/budget": "budgets.see" };

const MAIN: NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard },
  { href: "/licenses", label: "License Tracking", icon: FileText },
  { href: "/payroll", label: "Payroll Calculator", icon: Calculator },
  { href: "/budget", label: "Budget Tracking", icon: PiggyBank },
  { href: "/equipment", label: "Equipment Inventory", icon: Wrench },
  { href: "/vendors", label: "Vendor Management", icon: Truck },
  { href: "/binder", label: "Inspection Binder", icon: ClipboardCheck },
  { href: "/marketing", label: "Marketing Calendar", icon: CalendarDays },
  { href: "/organization", label: "Organization", icon: Building2 },
  { href: "/profile", label: "Profile", icon: User },
];

const ADMIN_TOOLS: NavSection = {
  title: "Admin Tools",
  items: [
    { href: "/group", label: "Group Overview", icon: LayoutGrid },
    { href: "/users", label: "Users", icon: Users },
    { href: "/audit-log", label: "Audit Log", icon: History },
  ],
};

const SUPER_ADMIN: NavSection = {
  title: "Super Admin",
  items: [
    { href: "/admin", label: "Admin Dashboard", icon: ShieldCheck },
    { href: "/organizations", label: "Organizations", icon: Building },
    { href: "/users", label: "All Users", icon: UsersRound },
  ],
};

const MANAGER_TOOLS: NavSection = { title: "Manager Tools", items: ADMIN_TOOLS.items.filter((item) => item.href === "/group") };

/**
 * SPEC section 2: everyone gets the main items (Payroll and Budget only when they may see them); admins add Admin
 * Tools, managers the Group Overview; super admins add their section.
 */
export function navSections({
  isAdmin,
  isSuperAdmin,
  can,
}: {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  can: (action: Action) => boolean;
}): NavSection[] {
  // A super admin outside any organization keeps every item: the screens say what needs an organization.
  const items = MAIN.filter((item) => isSuperAdmin || !NEEDS[item.href] || can(NEEDS[item.href]!));
  const sections: NavSection[] = [{ items }];
  if (isAdmin) sections.push(ADMIN_TOOLS);
  else if (can("group.view")) sections.push(MANAGER_TOOLS);
  if (isSuperAdmin) sections.push(SUPER_ADMIN);
  return sections;
}
