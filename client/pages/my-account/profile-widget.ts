// Loads the account system's profile widget the way Lightning Out is loaded (spec 001 §4, §8): the
// widget data (userIdEncrypted) from the worker, then the dependant script under the page's CSP
// nonce, then $Lightning.use and $Lightning.createComponent. Each step's failure is an Error with the
// spec's console text.
import type { MyAccountPageFields } from "../../../shared/schemas/page-fields.ts";
import type { WidgetData } from "../../../shared/schemas/member.ts";
import type { ApiFetch } from "../../app/storefront-context.ts";

export type WidgetSettings = NonNullable<MyAccountPageFields["myKaarnaPageMetadata"]>;

type ComponentCallback = (component: unknown, status: string, message: string) => void;
interface Lightning {
  use(app: string, callback: () => void, endpoint: string): void;
  createComponent(type: string, attributes: Record<string, unknown>, locator: string, callback: ComponentCallback): void;
}

const WIDGET_APP = "c:MyKaarnaApp";
const WIDGET_COMPONENT = "c:MyKaarnaProfile";

/** The script tag of the page's own bundle carries the response's nonce; the widget's script gets it too. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Could not load MyKaarnawidget."));
    document.head.appendChild(script);
  });
}

export async function createProfileWidget(options: {
  fetchApi: ApiFetch;
  settings: WidgetSettings;
  /** The page's language, passed to the widget. */
  language: string;
  containerId: string;
}): Promise<void> {
  const { fetchApi, settings, language, containerId } = options;
  const response = await fetchApi("/api/me/member/widget-data", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error("Could not load MyKaarnawidget.");
  const { userIdEncrypted } = (await response.json()) as WidgetData;
  const base = new URL(settings.widgetBaseUrl || "/", window.location.href);
  const lightning = (window as { $Lightning?: Lightning }).$Lightning;
  if (!lightning) await loadScript(new URL(settings.widgetDependantScript, base).toString());
  const loaded = (window as { $Lightning?: Lightning }).$Lightning;
  if (!loaded) throw new Error("Lightningscript is not loaded.");
  const attributes = { userIdEncrypted, language, defaultCountryCode: settings.widgetDefaultCountryCode };
  await new Promise<void>((resolve, reject) => {
    const fail = (message: string) =>
      reject(new Error(`Could not create components using $Lightning.createComponent(). Error: ${message}`));
    loaded.use(
      WIDGET_APP,
      () => {
        try {
          loaded.createComponent(WIDGET_COMPONENT, attributes, containerId, (_component, status, message) =>
            status === "SUCCESS" ? resolve() : fail(message),
          );
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
        }
      },
      new URL(settings.widgetPathWithLanguage, base).toString(),
    );
  });
}
