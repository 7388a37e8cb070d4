// The market half of the language and market widget (spec 000 §1, §9): the countries
// the shop sells to, each with its currency. Choosing one stores it with the worker (a cookie), sends
// market_change and reloads the page, so every price, the cart and the checkout are drawn again in
// the market's currency. Loaded with the language options, off the first page load.
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { MARKET_CODES, MARKETS, type Market } from "../../../shared/markets.ts";
import { trackMarketChange } from "../../analytics/interaction-events.ts";
import { createApiClient } from "../../app/api-client.ts";
import { useStorefront } from "../../app/storefront-context.ts";
import { COUNTRY_NAMES } from "../../i18n/country-names.ts";

export function MarketOptions() {
  const { i18n } = useLingui();
  const storefront = useStorefront();
  const headingId = useId();
  const [choosing, setChoosing] = useState<Market | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (market: Market) => {
    if (market === storefront.market || choosing) return;
    setChoosing(market);
    setFailed(false);
    try {
      await createApiClient(storefront.fetchApi, i18n.locale).send("PUT", "/api/me/market", { market });
      trackMarketChange(storefront.market, market, MARKETS[market].currency);
      window.location.reload();
    } catch {
      setChoosing(null);
      setFailed(true);
    }
  };

  return (
    <div className="market-options">
      <p id={headingId} className="market-options__heading">
        {i18n._("shell.market.heading")}
      </p>
      <ul className="language-picker__list" aria-labelledby={headingId}>
        {MARKET_CODES.map((market) => (
          <li key={market}>
            <button
              type="button"
              className="language-picker__option market-options__option"
              aria-pressed={market === storefront.market}
              aria-busy={choosing === market || undefined}
              onClick={() => void choose(market)}
            >
              {i18n._(COUNTRY_NAMES[MARKETS[market].country])} ({MARKETS[market].currency})
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="market-options__error" role="alert">
          {i18n._("shell.market.failed")}
        </p>
      ) : null}
    </div>
  );
}
