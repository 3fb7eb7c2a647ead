import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What is searched, for screen readers, e.g. "Search vendors by name, contact or category". */
  label: string;
  /** The box's width classes; "sm:w-72" unless told. */
  className?: string;
}

/** A list's search box: magnifier icon, search input, labelled for screen readers. */
export function SearchInput({ value, onChange, placeholder, label, className = "sm:w-72" }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-label={label} className="pl-9" />
    </div>
  );
}
