// Ends the current task so the browser can paint and answer input before the next piece of work:
// the hydrating page's start is several pieces, none of them a long task on a phone.
// scheduler.yield() resumes ahead of other queued work where Chromium has it; a new task elsewhere.
declare global {
  interface Window {
    scheduler?: { yield?: () => Promise<void> };
  }
}

export function yieldToBrowser(): Promise<void> {
  const yieldTask = window.scheduler?.yield;
  if (yieldTask) return yieldTask.call(window.scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
