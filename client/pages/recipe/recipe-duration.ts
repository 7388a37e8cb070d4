// A recipe's time (an ISO 8601 duration such as PT1H15M) as whole hours and minutes to show; days
// count as 24 hours, seconds are rounded up into a minute.
export function durationParts(duration: string): { hours: number; minutes: number } | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match) return null;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(days) * 24 * 60 + Number(hours) * 60 + Number(minutes) + Math.ceil(Number(seconds) / 60);
  return total > 0 ? { hours: Math.floor(total / 60), minutes: total % 60 } : null;
}
