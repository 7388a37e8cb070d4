// Snackbars (spec 000 §2, §3): info, success, error and warning notices that leave after their
// timeout (5000 ms by default), close by button, and close by Escape (the newest first).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { SNACKBAR_TIMEOUT_MS } from "../../../shared/ui-timings.ts";
import type { Snackbar, SnackbarInput } from "./snackbar.ts";
import { SnackbarList } from "./SnackbarList.tsx";

export interface SnackbarApi {
  show(snackbar: SnackbarInput): string;
  dismiss(id: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbars(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error("useSnackbars needs a <SnackbarProvider>");
  return api;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snackbars, setSnackbars] = useState<Snackbar[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setSnackbars((current) => current.filter((snackbar) => snackbar.id !== id));
  }, []);

  const show = useCallback(
    (input: SnackbarInput) => {
      counter.current += 1;
      const snackbar: Snackbar = { ...input, id: `snackbar-${counter.current}`, timeout: input.timeout ?? SNACKBAR_TIMEOUT_MS };
      setSnackbars((current) => [...current, snackbar]);
      timers.current.set(
        snackbar.id,
        setTimeout(() => dismiss(snackbar.id), snackbar.timeout),
      );
      return snackbar.id;
    },
    [dismiss],
  );

  useEffect(() => {
    if (!snackbars.length) return;
    const onKey = (event: KeyboardEvent) => {
      const newest = snackbars.at(-1);
      if (event.key === "Escape" && newest) dismiss(newest.id);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [snackbars, dismiss]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <SnackbarContext value={api}>
      {children}
      <SnackbarList snackbars={snackbars} onDismiss={dismiss} />
    </SnackbarContext>
  );
}
