/**
 * Live lists: a record of an entity changed. The server sends this on the user's notification socket
 * (`/websocket/{userId}`, beside the notices' `{cmd, msgId, msgTxt}`) to the signed-in users who may list the
 * entity, once the change is committed. It never carries the record: a list or a detail view that shows the entity
 * reads it again through the API, which applies the data rules.
 */
export const ENTITY_CHANGE_TYPE = 'entityChange';

/** What happened to the records, as the list kit's routes name it. */
export type EntityChangeKind = 'add' | 'edit' | 'delete' | 'restore' | 'deleteForever' | 'import';

export interface EntityChangeMessage {
  type: typeof ENTITY_CHANGE_TYPE;
  /** The declaration's `EntityMeta.name` (`sysUser`, `coalCar`). */
  entity: string;
  kind: EntityChangeKind;
  /** The changed records' ids; empty when they are not known (an import). */
  ids: string[];
}

export function isEntityChangeMessage(value: unknown): value is EntityChangeMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<EntityChangeMessage>;
  return m.type === ENTITY_CHANGE_TYPE && typeof m.entity === 'string' && typeof m.kind === 'string' && Array.isArray(m.ids);
}
