import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Ten recovery codes, shown once: copy them or write them down. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Recovery codes copied" });
    } catch {
      toast({ title: "Copy the codes from the list", description: "Your browser did not allow copying." });
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. <strong>They are shown only now.</strong>
      </p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-muted p-3 font-mono text-sm" aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        <Copy aria-hidden="true" /> Copy codes
      </Button>
    </div>
  );
}
