/** Full-page navigation to another application (the enrollment funnel lives outside this app). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
