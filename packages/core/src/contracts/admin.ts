import { z } from 'zod';
import { parseDollars } from '../money';

export const MAX_ITEM_VALUE_CENTS = 100_000_000;

const itemName = z
  .string({ error: 'Please enter the item name.' })
  .trim()
  .min(1, 'Please enter the item name.')
  .max(60, 'The item name can be at most 60 characters.');

const dollarValue = z
  .string({ error: 'Please enter the value in dollars, like 12.50.' })
  .transform((text, ctx) => {
    const cents = parseDollars(text);
    if (cents === null || cents > MAX_ITEM_VALUE_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'Please enter the value in dollars, like 12.50 (at most $1,000,000).' });
      return z.NEVER;
    }
    return cents;
  });

export const itemCreateSchema = z.object({ name: itemName, value: dollarValue });
export const itemUpdateSchema = z.object({ name: itemName.optional(), value: dollarValue.optional() }).strict();
