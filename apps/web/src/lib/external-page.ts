/** Leaves the app for another site's page (Stripe's onboarding), in this tab; tests replace it. */
export function openExternalPage(url: string): void {
  window.location.assign(url);
}
