// The embedded commerce API: anonymous tokens and carts.
import { Hono } from "hono";
import type { Env } from "../../../env.ts";

export const commerceApp = new Hono<{ Bindings: Env }>();
