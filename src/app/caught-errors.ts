import type { ErrorInfo } from 'react';
import { ForbiddenError } from '@/shared/lib/forbidden-error';

/**
 * React's report of an error a boundary caught (the route error pages). A
 * refusal (403) is a state the page shows, not a fault: it is not logged.
 * Anything else is logged as React would, with the component stack.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ForbiddenError) return;
  console.error(error, info.componentStack ?? '');
}
