import { catchEarlyErrors } from '@/lib/tracking/errorReporting/earlyErrors';

// Runs before the page hydrates, so it is first-load code: keep it to the early-error queue. The
// Sentry SDK itself loads after the page is interactive (components/tracking) and drains it.
catchEarlyErrors(window);
