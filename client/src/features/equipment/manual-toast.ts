import { toast } from "@/components/ui/use-toast";
import type { ManualUploadDto } from "./api";

/**
 * SPEC section 8: 'Manual processed successfully with AI' when the reader found something. A stored manual
 * that could not be read is said plainly: the upload worked, the details are filled in by hand.
 */
export function manualUploadToast(result: ManualUploadDto) {
  if (result.extractedData !== null && result.extractedData !== undefined) {
    toast({ title: "Manual processed successfully with AI" });
  } else if (result.extractionError) {
    toast({ title: "Failed to process manual", description: `${result.extractionError}. Fill in the details by hand.`, variant: "destructive" });
  } else {
    toast({ title: "Manual uploaded", description: "Nothing could be read from it automatically; fill in the details by hand." });
  }
}
