import { manualSuggestions } from "@shared/domain/manual-suggestions";
import { toast } from "@/components/ui/use-toast";
import type { ManualUploadDto } from "./api";

/**
 * SPEC section 8: 'Manual processed successfully with AI' when the reader found something, 'Failed to
 * process manual' when it could not read the file. Either way the manual is stored and the form stays open.
 */
export function manualUploadToast(result: ManualUploadDto) {
  const s = manualSuggestions(result.extractedData);
  const found = [s.name, s.manufacturer, s.model, s.serialNumber].filter(Boolean).length + s.tasks.length;
  if (result.extractionError) {
    toast({
      title: "Failed to process manual",
      description: `${result.extractionError} The manual is stored; fill in the details by hand.`,
      variant: "destructive",
    });
  } else if (found > 0) {
    const tasks = s.tasks.length;
    toast({
      title: "Manual processed successfully with AI",
      description: tasks > 0 ? `Found ${tasks} maintenance task${tasks === 1 ? "" : "s"}.` : undefined,
    });
  } else {
    toast({ title: "Manual uploaded", description: "Nothing could be read from it automatically; fill in the details by hand." });
  }
}
