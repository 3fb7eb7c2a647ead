import { FileText, Upload, X } from "lucide-react";
import * as React from "react";
import { TakePhotoButton } from "@/components/take-photo-button";
import { Button } from "@/components/ui/button";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { DOCUMENT_ACCEPT, formatFileSize } from "./document-file";

interface DocumentDropZoneProps {
  label: string;
  file: File | null;
  /** A file was chosen or dropped (checked by the caller), or removed (null). */
  onFileChange: (file: File | null) => void;
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  /** Shown under the file name while something reads the file (e.g. the document reader). */
  status?: string | null;
}

/** Pick a file or drag it in. The file input stays in the accessibility tree, labelled, for keyboards and tests. */
export function DocumentDropZone({ label, file, onFileChange, error, hint, disabled, status }: DocumentDropZoneProps) {
  const inputId = React.useId();
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = React.useState(false);
  const phone = useMediaQuery(PHONE_QUERY);

  const take = (files: FileList | null | undefined) => {
    const next = files?.[0];
    if (next) onFileChange(next);
  };

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const describedBy = [hint && !file && hintId, error && messageId].filter(Boolean).join(" ") || undefined;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className={cn("text-sm font-medium leading-none", error && "text-destructive")}>
        {label}
      </label>
      <div
        data-testid="document-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "rounded-lg border-2 border-dashed p-4 text-center transition-colors",
          dragging ? "border-primary bg-accent" : "border-input",
          error && "border-destructive",
          disabled && "opacity-60",
        )}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          onChange={(event) => {
            take(event.target.files);
            // Choosing the same file again after removing it must fire change again.
            event.target.value = "";
          }}
        />
        {file ? (
          <div className="flex items-center gap-3 text-left">
            <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" data-testid="selected-document">
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">{status ?? formatFileSize(file.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onFileChange(null)}
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-2">
            <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm">
              <span className="hidden sm:inline">Drag and drop your license here, or </span>
              <Button
                variant="link"
                className="h-auto p-0 align-baseline"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
              >
                choose a file
              </Button>
            </p>
            {phone && (
              <TakePhotoButton size="sm" disabled={disabled} onPhoto={(photo) => onFileChange(photo.file)} />
            )}
            {hint && (
              <p id={hintId} className="text-xs text-muted-foreground">
                {hint}
              </p>
            )}
          </div>
        )}
      </div>
      {error && (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
