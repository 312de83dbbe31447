import type { Conn } from '../db/client';

/**
 * What a domain does when one of its subjects gains or loses a like, run in
 * the like's transaction so it commits with the count (the forum's hot score
 * counts likes). The module that owns the domain registers it when its routes
 * are bound; the engine itself never imports a module.
 */
export type LikeEffect = (tx: Conn, subjectId: number) => Promise<void>;

const EFFECTS = new Map<number, LikeEffect>();

/**
 * Sets a domain's effect. Registering again replaces it: every app built in
 * one process (tests build several) registers the same function.
 */
export function onSubjectLiked(domainId: number, effect: LikeEffect): void {
  EFFECTS.set(domainId, effect);
}

/** Runs the effect of the subject's domain, if it has one. */
export async function afterSubjectLike(tx: Conn, subject: { type: number; id: number }): Promise<void> {
  await EFFECTS.get(subject.type)?.(tx, subject.id);
}
