import { NODE_ALIASES_MAX, NODE_NAME_MAX, NODE_PROPERTIES_MAX } from '@contract/graph-edit';

export interface EntityDraft {
  name: string;
  classId: number | null;
  aliases: string[];
  properties: { key: string; value: string }[];
}

export type DraftErrors = Partial<Record<'name' | 'classId' | 'aliases' | 'properties', string>>;

/**
 * The editor's own checks, in the server's words, so a slip is shown at its
 * field before anything is sent (the server checks again). Empty property
 * rows are dropped, not refused: an added row left blank means nothing.
 */
export function checkDraft(d: EntityDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = d.name.trim();
  if (!name) errors.name = '请输入名称';
  else if (name.length > NODE_NAME_MAX) errors.name = `名称最多${NODE_NAME_MAX}个字`;
  if (d.classId === null) errors.classId = '请选择本体类别';
  if (d.aliases.length > NODE_ALIASES_MAX) errors.aliases = `别名最多${NODE_ALIASES_MAX}个`;
  else if (d.aliases.some((a) => a.trim().length > NODE_NAME_MAX)) errors.aliases = `别名最多${NODE_NAME_MAX}个字`;
  const rows = filledProperties(d.properties);
  const keys = rows.map((p) => p.key);
  if (rows.some((p) => !p.key)) errors.properties = '请输入属性名';
  else if (rows.some((p) => p.key.length > 50)) errors.properties = '属性名最多50个字';
  else if (rows.some((p) => p.value.length > 500)) errors.properties = '属性值最多500个字';
  else if (new Set(keys).size !== keys.length) errors.properties = '属性名不能重复';
  else if (rows.length > NODE_PROPERTIES_MAX) errors.properties = `属性最多${NODE_PROPERTIES_MAX}个`;
  return errors;
}

/** Property rows with something in them, trimmed. */
export const filledProperties = (rows: EntityDraft['properties']) =>
  rows.map((p) => ({ key: p.key.trim(), value: p.value.trim() })).filter((p) => p.key !== '' || p.value !== '');
