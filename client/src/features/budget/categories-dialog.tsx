import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Trash2 } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { budgetCategoryInputSchema } from "@shared/schema/budgets-input";
import { FormInputField } from "@/components/form-text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { toastWithUndo } from "@/features/trash/undo-delete-toast";
import { type BudgetCategoryDto, createCategory, useCreateCategory, useDeleteCategory, useRenameCategory } from "./api";

type FormInput = z.input<typeof budgetCategoryInputSchema>;
type FormOutput = z.output<typeof budgetCategoryInputSchema>;

function AddCategoryForm() {
  const create = useCreateCategory();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(budgetCategoryInputSchema),
    defaultValues: { name: "", description: "" },
  });
  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (created) => {
        toast({ title: "Category added successfully", description: created.name });
        form.reset({ name: "", description: "" });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["name", "description"]);
        notifyMutationError(error, "Failed to add category");
      },
    });
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3 border-t pt-4" aria-label="Add a category">
        <h3 className="text-sm font-semibold">Add a category</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormInputField control={form.control} name="name" label="Category Name" placeholder="e.g. Catering" />
          <FormInputField control={form.control} name="description" label="Description" optional />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add Category"}
          </Button>
        </div>
      </form>
    </Form>
  );
}

function OwnCategoryActions({ category }: { category: BudgetCategoryDto }) {
  const [mode, setMode] = React.useState<"idle" | "rename" | "delete">("idle");
  const [name, setName] = React.useState(category.name);
  const rename = useRenameCategory();
  const remove = useDeleteCategory();

  if (mode === "rename") {
    const save = (event: React.FormEvent) => {
      event.preventDefault();
      rename.mutate(
        { id: category.id, name },
        {
          onSuccess: () => {
            toast({ title: "Category renamed successfully" });
            setMode("idle");
          },
          onError: (error) => notifyMutationError(error, "Failed to rename category"),
        },
      );
    };
    return (
      <form onSubmit={save} className="flex w-full gap-2 sm:w-auto" aria-label={`Rename ${category.name}`}>
        <Input
          aria-label="New name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="h-9 sm:w-48"
          autoFocus
        />
        <Button type="submit" size="sm" disabled={rename.isPending || !name.trim()}>
          Save
        </Button>
        <Button variant="outline" size="sm" onClick={() => setMode("idle")}>
          Cancel
        </Button>
      </form>
    );
  }

  if (mode === "delete") {
    // mutateAsync: this row unmounts once the list refreshes without it, and per-call mutate callbacks
    // are skipped for unmounted components.
    const confirm = async () => {
      try {
        await remove.mutateAsync(category.id);
      } catch (error) {
        notifyMutationError(error, "Failed to delete category");
        setMode("idle");
        return;
      }
      // Only a category no budget line uses can be deleted: Undo writes it again as it was.
      toastWithUndo({
        title: "Category deleted successfully",
        name: `The category ${category.name}`,
        undo: () => createCategory({ name: category.name, description: category.description ?? null }),
      });
    };
    return (
      <div className="flex items-center gap-2" role="group" aria-label={`Delete ${category.name}?`}>
        <span className="text-sm">Delete?</span>
        <Button variant="destructive" size="sm" onClick={() => void confirm()} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setMode("idle")} disabled={remove.isPending}>
          Keep
        </Button>
      </div>
    );
  }

  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Rename ${category.name}`}
        onClick={() => {
          setName(category.name);
          setMode("rename");
        }}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" className="size-9" aria-label={`Delete ${category.name}`} onClick={() => setMode("delete")}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

interface CategoriesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: BudgetCategoryDto[];
}

/** Administrators: the platform defaults (read-only) and the organization's own categories. */
export function CategoriesDialog({ open, onOpenChange, categories }: CategoriesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Budget Categories</DialogTitle>
          <DialogDescription>
            Default categories are available to every organization. Add your own for anything else; a category in use
            by a budget line cannot be deleted.
          </DialogDescription>
        </DialogHeader>
        <ul className="max-h-[45vh] divide-y overflow-y-auto pr-1" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium">
                  {category.name}
                  {category.isDefault && <Badge variant="secondary">Default</Badge>}
                </p>
                {category.description && <p className="text-sm text-muted-foreground">{category.description}</p>}
              </div>
              {!category.isDefault && <OwnCategoryActions category={category} />}
            </li>
          ))}
        </ul>
        <AddCategoryForm />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
