import { Camera } from "lucide-react";
import * as React from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { preparePhoto, type PreparedPhoto } from "@/lib/photo";

interface TakePhotoButtonProps extends Omit<ButtonProps, "onClick" | "onChange"> {
  label?: string;
  /** A photo taken, upright, downscaled and re-encoded as JPEG. */
  onPhoto: (photo: PreparedPhoto) => void;
}

/**
 * Opens the phone's rear camera (`capture="environment"`; elsewhere the file picker, images only) and hands
 * over the photo made ready for upload (see preparePhoto).
 */
export function TakePhotoButton({ label = "Take photo", onPhoto, disabled, ...buttonProps }: TakePhotoButtonProps) {
  const input = React.useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = React.useState(false);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const taken = event.target.files?.[0];
    event.target.value = "";
    if (!taken) return;
    setPreparing(true);
    try {
      onPhoto(await preparePhoto(taken, taken.name || undefined));
    } catch {
      toast({ title: "Photo not usable", description: "This photo could not be read. Take it again, or choose a file.", variant: "destructive" });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="camera-input"
        onChange={(event) => void onChange(event)}
      />
      <Button variant="outline" {...buttonProps} disabled={disabled || preparing} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {preparing ? "Preparing photo..." : label}
      </Button>
    </>
  );
}
