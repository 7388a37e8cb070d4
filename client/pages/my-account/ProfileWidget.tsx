// The embedded profile widget's container (spec 001 §4 "My account"): once mounted it fetches the
// widget data, loads the account system's script and creates the widget in the container; any
// failure is logged and shows the page's configured error message.
import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { useStorefront } from "../../app/storefront-context.ts";
import { createProfileWidget, type WidgetSettings } from "./profile-widget.ts";

export interface ProfileWidgetProps {
  settings: WidgetSettings;
  /** The page's language, passed to the widget. */
  language: string;
  errorMessage: string | null;
}

export function ProfileWidget({ settings, language, errorMessage }: ProfileWidgetProps) {
  const { i18n } = useLingui();
  const { fetchApi } = useStorefront();
  const containerId = `profile-widget-${useId().replace(/[^\w-]/g, "")}`;
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let current = true;
    createProfileWidget({ fetchApi, settings, language, containerId }).then(
      () => current && setState("ready"),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        if (current) setState("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [fetchApi, settings, language, containerId]);

  return (
    <section className="my-account__widget" aria-busy={state === "loading" || undefined}>
      <div id={containerId} className="profile-widget" />
      {state === "failed" ? (
        <p className="my-account__error" role="alert">
          {errorMessage ?? i18n._("member.widget-failed")}
        </p>
      ) : null}
    </section>
  );
}
