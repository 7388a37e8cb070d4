// The browser's cart API (DESIGN.md worker contract): GET /api/me/cart and POST add, remove, delete and
// quantity, guarded and validated here, then proxied to the upstream as the shopper. Each answers the
// whole cart; nothing here is ever cached.
import { Hono } from "hono";
import { CartSchema } from "../../shared/schemas/cart.ts";
import {
  AddToCartSchema,
  DeleteFromCartSchema,
  RemoveFromCartSchema,
  UpdateQuantitySchema,
} from "../../shared/schemas/cart-requests.ts";
import type { AppBindings } from "../env.ts";
import { noStore } from "../middleware/no-store.ts";
import { readShopperCookie } from "../session/shopper-cookie.ts";
import { shopperLanguage } from "../session/shopper-language.ts";
import { shopperMarket } from "../session/shopper-market.ts";
import { emptyCart } from "./empty-cart.ts";
import { jsonBody, sameOrigin } from "../middleware/guards.ts";
import { checkOfferedCountries } from "./offered-countries.ts";
import { shopperProxy } from "./shopper-proxy.ts";

const proxyCart = shopperProxy("cart");
const TABLET_COUNTRY_PATHS = { countryCode: "customTablet.countryCode", phone: "customTablet.phone" };

/** Mounted at /api/me; the guards are scoped to /cart so other /api/me routes choose their own. */
export const cartRoutes = new Hono<AppBindings>()
  .use("/cart", noStore, sameOrigin)
  .use("/cart/*", noStore, sameOrigin)
  .get("/cart", async (c) =>
    (await readShopperCookie(c))
      ? proxyCart(c, { method: "GET", path: "/api/me/cart" }, CartSchema)
      : c.json(emptyCart(shopperLanguage(c), shopperMarket(c))),
  )
  .post("/cart/add", jsonBody(AddToCartSchema), async (c) => {
    const body = c.req.valid("json");
    // A tablet's recipient: a country and a phone prefix the designer's page offered.
    if (body.customTablet) {
      const { countryCode, phone } = body.customTablet;
      await checkOfferedCountries(c, { countryCode, phone }, TABLET_COUNTRY_PATHS);
    }
    return proxyCart(c, { method: "POST", path: "/api/me/cart/add", body }, CartSchema);
  })
  .post("/cart/remove", jsonBody(RemoveFromCartSchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/remove", body: c.req.valid("json") }, CartSchema),
  )
  .post("/cart/delete", jsonBody(DeleteFromCartSchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/delete", body: c.req.valid("json") }, CartSchema),
  )
  .post("/cart/quantity", jsonBody(UpdateQuantitySchema), (c) =>
    proxyCart(c, { method: "POST", path: "/api/me/cart/quantity", body: c.req.valid("json") }, CartSchema),
  );
