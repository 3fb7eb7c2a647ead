import { Router } from "express";
import {
  budgetCategoryInputSchema,
  budgetListQuerySchema,
  copyBudgetsSchema,
  insertBudgetSchema,
  updateBudgetCategorySchema,
  updateBudgetSchema,
} from "@shared/schema";
import type { Db } from "../../db/connection";
import { ctxOf, requireAuth, requireOrgAdmin, requirePermission } from "../../http/context";
import { idParam, parse } from "../../http/validate";
import * as categories from "./categories";
import * as service from "./service";

export function budgetRoutes(db: Db): Router {
  const router = Router();

  router.get("/api/budget-categories", requireAuth, async (req, res) => {
    res.json(await categories.listCategories(db, ctxOf(req)));
  });

  router.post("/api/budget-categories", requireOrgAdmin, async (req, res) => {
    const input = parse(budgetCategoryInputSchema, req.body);
    res.status(201).json(await categories.createCategory(db, ctxOf(req), input));
  });

  router.patch("/api/budget-categories/:id", requireOrgAdmin, async (req, res) => {
    const id = idParam(req);
    const input = parse(updateBudgetCategorySchema, req.body);
    res.json(await categories.updateCategory(db, ctxOf(req), id, input));
  });

  router.delete("/api/budget-categories/:id", requireOrgAdmin, async (req, res) => {
    await categories.deleteCategory(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  router.get("/api/budgets", requirePermission("budgets.see"), async (req, res) => {
    const query = parse(budgetListQuerySchema, req.query);
    res.json(await service.listBudgets(db, ctxOf(req), query));
  });

  router.post("/api/budgets", requirePermission("budgets.see"), requirePermission("budgets.plan"), async (req, res) => {
    const input = parse(insertBudgetSchema, req.body);
    res.status(201).json(await service.createBudget(db, ctxOf(req), input));
  });

  router.post("/api/budgets/copy", requirePermission("budgets.see"), requirePermission("budgets.plan"), async (req, res) => {
    const input = parse(copyBudgetsSchema, req.body);
    res.json(await service.copyBudgets(db, ctxOf(req), input));
  });

  router.patch("/api/budgets/:id", requirePermission("budgets.see"), async (req, res) => {
    const id = idParam(req);
    const input = parse(updateBudgetSchema, req.body);
    res.json(await service.updateBudget(db, ctxOf(req), id, input));
  });

  router.delete("/api/budgets/:id", requirePermission("budgets.see"), requirePermission("budgets.plan", "Only managers and administrators can delete budget lines"), async (req, res) => {
    await service.deleteBudget(db, ctxOf(req), idParam(req));
    res.status(204).end();
  });

  return router;
}
