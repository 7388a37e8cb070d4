// The embedded commerce API: the anonymous token endpoint and the shopper's cart.
import { Hono } from "hono";
import type { Env } from "../../../env.ts";
import { cartRoutes } from "./cart-routes.ts";
import { tokenRoute } from "./token-route.ts";

export const commerceApp = new Hono<{ Bindings: Env }>();

commerceApp.route("/connect/token", tokenRoute);
commerceApp.route("/api/me/cart", cartRoutes);
