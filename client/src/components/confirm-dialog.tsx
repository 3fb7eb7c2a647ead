import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's label, e.g. "Copy Lines". */
  confirmLabel: string;
  /** Its label while its own call is in flight, e.g. "Copying...". */
  pendingLabel: string;
  confirmVariant?: ButtonProps["variant"];
  /** A call is in flight: every button is disabled. */
  pending: boolean;
  /** The confirm button's own call is in flight (it shows `pendingLabel`); `pending` unless told. */
  confirming?: boolean;
  onConfirm: () => void;
  /** Other choices, between Cancel and the confirm button; they disable themselves while pending. */
  extraActions?: ReactNode;
  /** More content under the description, e.g. a field the user must fill before confirming. */
  children?: ReactNode;
  /** The confirm button waits for something (e.g. the typed name): disabled while true. */
  confirmDisabled?: boolean;
}

/**
 * A question with Cancel and one confirming button. The confirm button is a plain button, not
 * AlertDialogAction, so the dialog stays open until the call has succeeded.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, pendingLabel, pending, onConfirm } = props;
  const confirming = props.confirming ?? pending;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {props.extraActions}
          <Button variant={props.confirmVariant} onClick={onConfirm} disabled={pending || props.confirmDisabled}>
            {confirming ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
