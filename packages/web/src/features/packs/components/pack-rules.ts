/** Community pack limits from the spec (§5, §9). The server checks them too. */
export const PACK_NAME_MAX = 20;
export const PACK_ITEMS_MAX = 50;
export const PACK_ITEMS_MIN = 2;
/** Creator commission choices, in percent: 0.5 % to 3.0 % in 0.5 % steps. */
export const COMMISSION_OPTIONS = ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0'] as const;
