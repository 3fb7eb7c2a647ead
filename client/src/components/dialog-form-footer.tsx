import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface DialogFormFooterProps {
  /** Closes the dialog; stays enabled while saving, as the dialog's own close does. */
  onCancel: () => void;
  /** The submit button's label, e.g. "Add Vendor". */
  submitLabel: string;
  /** Its label while `pending`; "Saving..." unless told. */
  pendingLabel?: string;
  /** A save is in flight: the submit button is disabled and shows `pendingLabel`. */
  pending: boolean;
  /** Disabled for another reason than a save in flight (nothing to submit yet). */
  submitDisabled?: boolean;
  /** Without it the button submits the form the footer stands in; with it, it is a plain button that calls it. */
  onSubmit?: () => void;
}

/** Cancel and submit, right-aligned (stacked, submit on top, on narrow screens). */
export function DialogFormFooter({
  onCancel,
  submitLabel,
  pendingLabel = "Saving...",
  pending,
  submitDisabled = false,
  onSubmit,
}: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onSubmit ? "button" : "submit"} onClick={onSubmit} disabled={pending || submitDisabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
