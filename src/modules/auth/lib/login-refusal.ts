import { loginRefusal } from '@contract/auth/auth';
import { isApiError } from '@/shared/lib/api-error';

/** Whether a refused sign-in says the next attempt needs the image captcha. */
export function captchaRequiredBy(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const parsed = loginRefusal.safeParse(error.data);
  return parsed.success && parsed.data.captchaRequired;
}
