import type { EntityMeta } from '../../entity/meta';

/** Every coal entity declaration, one line each; `ALL_ENTITIES` reads them. */
export const COAL_ENTITIES: EntityMeta[] = [
];
