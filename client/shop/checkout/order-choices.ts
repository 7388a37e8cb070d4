// The consents and membership choice survive the trip to the 3-D Secure page in session storage, so
// the order placed on return carries what the shopper ticked.
const KEY = "checkout-order-choices";

export interface OrderChoices {
  consents: string[];
  isBecomeKaarnaMember: boolean;
}

export function saveOrderChoices(choices: OrderChoices) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Storage may be off; the shopper then ticks the consents again.
  }
}

export function readOrderChoices(): OrderChoices | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as OrderChoices | null;
    return parsed && Array.isArray(parsed.consents) ? parsed : null;
  } catch {
    return null;
  }
}
