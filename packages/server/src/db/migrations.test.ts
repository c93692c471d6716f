/**
 * Migrations are never edited once landed (decision 021): an edit would reach
 * a new database but never one that ran the migration before, so the two
 * would differ. drizzle/landed.sha256 holds each landed migration's SHA-256;
 * a new migration adds its line (`sha256sum 0023_x.sql >> landed.sha256`),
 * and a change to a landed one fails here. Migrations change tables only:
 * database functions live in their own files (db/functions.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../drizzle/', import.meta.url);
const landed = new Map(
  fs
    .readFileSync(new URL('landed.sha256', folder), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+\*?/) as [string, string])
    .map(([checksum, file]) => [file, checksum]),
);
const migrations = fs.readdirSync(folder).filter((file) => file.endsWith('.sql'));
const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: Array<{ tag: string }> };

describe('migrations', () => {
  it('are each recorded as landed, in the journal, with nothing recorded that is gone', () => {
    expect(migrations.sort()).toEqual([...landed.keys()].sort());
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(migrations.sort());
  });

  it.each(migrations)('%s is as it landed', (file) => {
    const checksum = createHash('sha256').update(fs.readFileSync(new URL(file, folder))).digest('hex');
    expect(checksum, `${file} changed after it landed: write a new migration instead`).toBe(landed.get(file));
  });

  it.each(migrations.filter((file) => file > '0023'))('%s changes tables only (no CREATE FUNCTION)', (file) => {
    expect(fs.readFileSync(new URL(file, folder), 'utf8')).not.toMatch(/CREATE\s+(OR\s+REPLACE\s+)?FUNCTION/i);
  });
});
