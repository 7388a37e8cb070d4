// Delays and durations of the UI's animations and timers (spec 000 §9, 001 §9).
export const LOADING_OVERLAY_DELAY_MS = 300;
export const MEGA_MENU_CLOSE_DELAY_MS = 300;
export const MENU_FOCUS_DELAY_MS = 200;
export const MENU_TRANSITION_MS = 150;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const HERO_ROTATION_MS = 6000;
export const BADGE_PULSE_MS = 300;
