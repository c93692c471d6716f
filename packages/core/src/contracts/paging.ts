/** Query fields several lists share (DESIGN §8): every number and date bounded by what its column holds. */
import { z } from 'zod';

/** The largest value of a PostgreSQL integer column (an item's number). */
export const MAX_INT4 = 2_147_483_647;

/**
 * A page cursor that is a number from a column: a positive whole number no larger than `max` (an
 * int4 column's largest, or the largest integer JavaScript holds exactly for a bigint id).
 */
export const numberCursor = (max: number = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'cursor must be a number' })
    .int('cursor must be a whole number')
    .positive('cursor must be positive')
    .max(max, 'cursor is past the end of the list')
    .optional();

const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9999-12-30';

/** A UTC day written like 2026-11-23, from 1970 to the last day whose next day still has four digits. */
export const dayField = z.iso
  .date({ error: 'Dates are written like 2026-11-23.' })
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, `Dates run from ${FIRST_DAY} to ${LAST_DAY}.`);
