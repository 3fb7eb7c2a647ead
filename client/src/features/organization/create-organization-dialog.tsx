import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { insertOrganizationSchema } from "@shared/schema/organizations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { notifyMutationError } from "@/app/unauthorized";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateOrganization } from "./api";

type FormInput = z.input<typeof insertOrganizationSchema>;
type FormOutput = z.output<typeof insertOrganizationSchema>;

const FIELDS = ["name", "description"] as const;

export function CreateOrganizationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateOrganization();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(insertOrganizationSchema),
    defaultValues: { name: "", description: "" },
  });

  React.useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);

  // mutateAsync: the card that owns this dialog unmounts as soon as the organization exists,
  // and per-call mutate callbacks are skipped for unmounted components.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyMutationError(error, "Failed to create organization");
      return;
    }
    toast({ title: "Organization created successfully" });
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Organization</DialogTitle>
          <DialogDescription>Name your restaurant group. You can add locations right after.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Organization Name</FormLabel>
                  <FormControl>
                    <Input placeholder="e.g. Golden Fork Restaurant Group" autoComplete="organization" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    Description <span className="font-normal text-muted-foreground">(optional)</span>
                  </FormLabel>
                  <FormControl>
                    <Textarea
                      placeholder="A short description of your organization"
                      {...field}
                      value={field.value ?? ""}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? "Creating..." : "Create Organization"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
