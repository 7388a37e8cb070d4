// The limits of what a shopper types: the schemas check them (shared/schemas) and the forms show them
// (maxlength, hints). They live apart from the schemas so that a form's module takes the numbers
// without the validation library (no schemas in the browser's first load).

export const CHECKOUT_LIMITS = {
  name: { min: 2, max: 255 },
  emailMax: 80,
  postalCode: { min: 4, max: 7 },
  countryCodeMin: 3,
  greetingMax: 800,
  couponMax: 64,
  giftCardCodeMax: 64,
  giftCardPinMax: 16,
} as const;

/** Members' passwords (OWASP's authentication cheat sheet): long rather than composed, any characters, not the email. */
export const MEMBER_PASSWORD = { min: 10, max: 128 } as const;

/** A member's address book: enough for home, work, a summer cottage and the relatives, and a bound keeps one member's rows small. */
export const MEMBER_ADDRESSES_MAX = 20;
