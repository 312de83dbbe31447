import type { SubjectRef } from '@contract/platform/domains';
import type { Reader } from '../access/reader';
import type { Conn } from '../db/client';

/** A subject the caller may read, with what messages about it need. */
export interface Subject extends SubjectRef {
  title: string;
  authorId: number;
}

/**
 * Loads a subject of one domain if the reader may read it, else null. A
 * resolver owns its domain's rules of who reads what; the engine never
 * looks inside a subject.
 */
export type SubjectResolver = (conn: Conn, reader: Reader, ref: SubjectRef) => Promise<Subject | null>;
