// What the browser's first script (client/boot.ts) reads from the document: the entry that hydrates
// the page and the files it and the page's own modules import, fetched once the page is drawn.
// A JSON script element, not executable, so it needs no nonce.
export const PAGE_CODE_ELEMENT_ID = "page-code";

export interface PageCode {
  entry: string;
  /** Chunks the entry imports, evaluated one task each before it, in this order. */
  libraries: string[];
  preload: string[];
  /** Present when page loads are measured in the field: the share to measure and this page's type. */
  fieldMeasurement?: FieldMeasurementCode;
}

export interface FieldMeasurementCode {
  /** RUM_SAMPLE_RATE, 0 to 1: the boot measures this share of page loads. */
  sampleRate: number;
  pageType: string;
  /** The web-vitals reporter's file (client/analytics/field-reporter.ts, an entry of the build). */
  reporter: string;
}
