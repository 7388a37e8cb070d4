// What a snackbar is (spec 000 §2, §3), in a leaf file shared by the provider, its list and the
// modules that build snackbars.
export type SnackbarVariant = "info" | "success" | "error" | "warning";

export interface Snackbar {
  id: string;
  text: string;
  variant: SnackbarVariant;
  actionText?: string;
  action?: () => void;
  timeout: number;
}

export type SnackbarInput = Omit<Snackbar, "id" | "timeout"> & { timeout?: number };
