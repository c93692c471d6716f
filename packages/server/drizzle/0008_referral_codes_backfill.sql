-- Players who signed up before referrals (DESIGN §15) get a code like new
-- ones: their name's letters and digits (at most 10, upper case) and four
-- digits from their id; an "LF" prefix when the name has fewer than two.
-- A clash (unlikely) leaves that player without a code; the referrals page
-- makes one on first visit.
UPDATE users u SET referral_code = c.code
FROM (
  SELECT DISTINCT ON (lower(code)) id, code FROM (
    SELECT id,
      CASE WHEN length(regexp_replace(coalesce(user_name, ''), '[^A-Za-z0-9]', '', 'g')) >= 2
        THEN upper(left(regexp_replace(user_name, '[^A-Za-z0-9]', '', 'g'), 10)) ELSE 'LF' END
      || lpad((abs(('x' || substr(md5(id::text), 1, 8))::bit(32)::int::bigint) % 10000)::text, 4, '0') AS code
    FROM users WHERE profile_completed_at IS NOT NULL AND referral_code IS NULL
  ) candidates
  ORDER BY lower(code), id
) c
WHERE u.id = c.id;
