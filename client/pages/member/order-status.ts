// Order statuses as the order history shows them (spec 001 §4): Shipped reads 'In transit'; the known
// statuses are translated and anything else is shown as it comes.
import type { I18n } from "@lingui/core";

const STATUS_LABELS: Record<string, string> = {
  Shipped: /*i18n*/ "member.status.shipped",
  Delivered: /*i18n*/ "member.status.delivered",
  Pending: /*i18n*/ "member.status.pending",
  Processing: /*i18n*/ "member.status.processing",
  Cancelled: /*i18n*/ "member.status.cancelled",
};

export function orderStatusLabel(status: string, i18n: I18n): string {
  const id = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
  return id ? i18n._(id) : status;
}
