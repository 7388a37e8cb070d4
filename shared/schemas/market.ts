// The body of the market choice (PUT /api/me/market). Messages are translation keys.
import * as v from "valibot";
import { MARKET_CODES } from "../markets.ts";

export const MarketChoiceSchema = v.strictObject({
  market: v.picklist(MARKET_CODES, /*i18n*/ "market.unknown"),
});
export type MarketChoice = v.InferOutput<typeof MarketChoiceSchema>;
