import { Trash2 } from "lucide-react";
import * as React from "react";
import { FormDialog } from "@/components/form-dialog";
import { TakePhotoButton } from "@/components/take-photo-button";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { PreparedPhoto } from "@/lib/photo";
import { photosToPdf } from "@/lib/photos-to-pdf";

interface ManualPhotosDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages as one PDF, in the order they were taken. */
  onDocument: (file: File) => void;
}

interface Page extends PreparedPhoto {
  previewUrl: string;
}

/** Photograph a paper manual page by page; the photos go up as one PDF document. */
export function ManualPhotosDialog({ open, onOpenChange, onDocument }: ManualPhotosDialogProps) {
  const [pages, setPages] = React.useState<Page[]>([]);
  const [combining, setCombining] = React.useState(false);

  // Previews are object URLs: released when a page is removed or the dialog closes.
  const release = (list: Page[]) => list.forEach((page) => URL.revokeObjectURL(page.previewUrl));
  React.useEffect(() => {
    if (open) return;
    setPages((list) => {
      release(list);
      return [];
    });
  }, [open]);

  const add = (photo: PreparedPhoto) => setPages((list) => [...list, { ...photo, previewUrl: URL.createObjectURL(photo.file) }]);
  const remove = (index: number) =>
    setPages((list) => {
      release([list[index]!]);
      return list.filter((_, i) => i !== index);
    });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (pages.length === 0) return;
    setCombining(true);
    try {
      const stamp = new Date().toISOString().slice(0, 10);
      onDocument(await photosToPdf(pages, `manual-photos-${stamp}.pdf`));
      onOpenChange(false);
    } catch {
      toast({ title: "Failed to process manual", description: "The photos could not be put together. Try again.", variant: "destructive" });
    } finally {
      setCombining(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Photograph Manual"
      description="Take a photo of each page, in order. They are sent as one document."
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={pages.length === 1 ? "Use 1 page" : `Use ${pages.length} pages`}
      pendingLabel="Preparing..."
      pending={combining}
      submitDisabled={pages.length === 0}
    >
      {pages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pages yet.</p>
      ) : (
        <ol className="grid grid-cols-3 gap-2" aria-label="Pages taken">
          {pages.map((page, index) => (
            <li key={page.previewUrl} className="relative">
              <img
                src={page.previewUrl}
                alt={`Page ${index + 1}`}
                className="aspect-[3/4] w-full rounded-md border object-cover"
              />
              <Button
                variant="secondary"
                size="icon"
                className="absolute right-1 top-1 size-11"
                onClick={() => remove(index)}
                aria-label={`Remove page ${index + 1}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <TakePhotoButton label={pages.length === 0 ? "Take photo" : "Take next page"} onPhoto={add} disabled={combining} />
    </FormDialog>
  );
}
