-- Sending messages to users or groups became a permission key (issue 14):
-- the administrators' role holds every key, so it gets this one too; other
-- roles get it only when an administrator grants it.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_MESSAGE_SEND']::text[]) ORDER BY 1
)
WHERE "name" = '系统管理员';
