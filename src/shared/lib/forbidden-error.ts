/**
 * Thrown by a route's guard or a screen when the caller may not see it: the
 * route's error boundary turns it into the 403 page with this message.
 */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(message = '您没有访问此页面的权限') {
    super(message);
  }
}
