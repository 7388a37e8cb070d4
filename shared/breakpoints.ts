// Viewport widths where the layout changes (spec 001 §9); the CSS uses the same numbers.
export const BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 1024 } as const;
