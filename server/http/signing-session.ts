import { AsyncLocalStorage } from 'node:async_hooks';

const requestSession = new AsyncLocalStorage<{ sessionId: number | null }>();

/**
 * Runs a request's handler with its session at hand, so every URL signed
 * while answering it (list covers, body images, previews …) is bound to that
 * session without threading it through every list and detail builder.
 */
export function withSigningSession<T>(sessionId: number | null, fn: () => Promise<T>): Promise<T> {
  return requestSession.run({ sessionId }, fn);
}

/** The session of the request being answered; signing outside a signed-in request is a programming error. */
export function signingSession(): number {
  const sessionId = requestSession.getStore()?.sessionId;
  if (sessionId == null) throw new Error('a file URL can only be signed while answering a signed-in request');
  return sessionId;
}
