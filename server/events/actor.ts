import type { EventInput } from './record-event';

/**
 * Who an event is by: the caller's id and the client address the route
 * binder put on the caller (`SessionUser.ip`, copied to `Reader.ip`), so
 * every write path records both the same way.
 */
export function actor(who: { id: number; ip?: string }): Pick<EventInput, 'userId' | 'ip'> {
  return who.ip === undefined ? { userId: who.id } : { userId: who.id, ip: who.ip };
}
