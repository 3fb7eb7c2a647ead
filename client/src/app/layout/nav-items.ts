import {
  Building2,
  Calculator,
  CalendarDays,
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

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

const MAIN: NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard },
  { href: "/licenses", label: "License Tracking", icon: FileText },
  { href: "/payroll", label: "Payroll Calculator", icon: Calculator },
  { href: "/budget", label: "Budget Tracking", icon: PiggyBank },
  { href: "/equipment", label: "Equipment Inventory", icon: Wrench },
  { href: "/vendors", label: "Vendor Management", icon: Truck },
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

/** SPEC section 2: everyone gets the main items; admins add Admin Tools; super admins add their section. */
export function navSections({ isAdmin, isSuperAdmin }: { isAdmin: boolean; isSuperAdmin: boolean }): NavSection[] {
  const sections: NavSection[] = [{ items: MAIN }];
  if (isAdmin) sections.push(ADMIN_TOOLS);
  if (isSuperAdmin) sections.push(SUPER_ADMIN);
  return sections;
}
