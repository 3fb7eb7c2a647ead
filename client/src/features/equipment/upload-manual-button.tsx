import { Camera, Upload } from "lucide-react";
import * as React from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { ManualPhotosDialog } from "./manual-photos-dialog";
import { MANUAL_ACCEPT, manualFileProblem } from "./manual-file";

interface UploadManualButtonProps extends Omit<ButtonProps, "onClick" | "onChange"> {
  label?: string;
  pending?: boolean;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file picker for a manual (PDF or image) and hands over the chosen file; on a phone a
 * second one photographs a paper manual page by page (sent as one PDF).
 */
export function UploadManualButton({ label = "Upload Manual", pending, onFile, disabled, ...buttonProps }: UploadManualButtonProps) {
  const input = React.useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const [photographing, setPhotographing] = React.useState(false);
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = manualFileProblem(file);
    if (problem) {
      toast({ title: "Failed to process manual", description: problem, variant: "destructive" });
      return;
    }
    onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MANUAL_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={onChange}
        data-testid="manual-input"
      />
      <Button variant="outline" {...buttonProps} disabled={disabled || pending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {pending ? "Processing..." : label}
      </Button>
      {phone && (
        <>
          <Button variant="outline" {...buttonProps} disabled={disabled || pending} onClick={() => setPhotographing(true)}>
            <Camera aria-hidden="true" />
            Photograph Pages
          </Button>
          <ManualPhotosDialog open={photographing} onOpenChange={setPhotographing} onDocument={onFile} />
        </>
      )}
    </>
  );
}
