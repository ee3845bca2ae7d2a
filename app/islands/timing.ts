/** Runs `task` when the browser is idle, or after 2 s at the latest. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
