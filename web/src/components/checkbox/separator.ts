/** Multi-select separator (§9). */
export const MULTI_SEPARATOR = ',';
