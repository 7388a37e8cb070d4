// PUT /api/me/market: the shopper chooses the market they shop in. Same-origin JSON
// like the cart; the answer is the market now in use. The page then reloads, so every price, the
// cart and the checkout are drawn again in the market's currency.
import { Hono } from "hono";
import { MarketChoiceSchema } from "../../shared/schemas/market.ts";
import type { AppBindings } from "../env.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { noStore } from "../middleware/no-store.ts";
import { writeMarketCookie } from "../session/shopper-market.ts";

export const marketRoutes = new Hono<AppBindings>().put("/market", noStore, sameOrigin, jsonBody(MarketChoiceSchema), (c) => {
  const { market } = c.req.valid("json");
  writeMarketCookie(c, market);
  return c.json({ market });
});
