-- Writing and commenting became permission keys (issue 11). Every role but
-- the visitors' could write and comment before; it keeps doing so. Visitors
-- read only until an administrator grants the keys.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_KNOWLEDGE_CREATE', 'ROLE_KNOWLEDGE_COMMENT']::text[]) ORDER BY 1
)
WHERE "name" <> '访客';
