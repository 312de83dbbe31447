/** The entity editor's values (nodeSave's schema judges what it sends). */
export interface EntityDraft extends Record<string, unknown> {
  name: string;
  classId: number | null;
  aliases: string[];
  properties: { key: string; value: string }[];
}

/** Property rows with something in them, trimmed: an added row left blank means nothing, and is dropped rather than refused. */
export const filledProperties = (rows: EntityDraft['properties']) =>
  rows.map((p) => ({ key: p.key.trim(), value: p.value.trim() })).filter((p) => p.key !== '' || p.value !== '');
