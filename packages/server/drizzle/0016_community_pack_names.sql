-- Community pack names are unique ignoring case. Packs made before this rule
-- that share a name keep the oldest one's; each later one gets a short tag.
UPDATE packs p SET name = left(p.name, 15) || ' ' || substr(md5(p.id::text), 1, 4)
WHERE p.kind = 'community' AND EXISTS (
  SELECT 1 FROM packs q WHERE q.kind = 'community' AND q.name_lower = p.name_lower AND (q.created_at, q.id) < (p.created_at, p.id)
);--> statement-breakpoint
CREATE UNIQUE INDEX "packs_community_name_lower" ON "packs" USING btree ("name_lower") WHERE "packs"."kind" = 'community';
