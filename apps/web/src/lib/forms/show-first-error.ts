/** After a failed save: the page's top (where the alert is) in view, and focus in the first field to fix. */
export function showFirstError(firstInvalidId: string | undefined) {
  document.documentElement.scrollTop = 0;
  if (firstInvalidId) document.getElementById(firstInvalidId)?.focus({ preventScroll: true });
}
