-- Managing labels, custom fields and configuration became permission keys (issue 17): the
-- system administrators' role holds every key, so it gains these too; other roles get them
-- when an administrator grants them.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_ADMIN_LABEL_MANAGE', 'ROLE_ADMIN_FIELD_MANAGE', 'ROLE_ADMIN_CONFIG_MANAGE']::text[]) ORDER BY 1
)
WHERE "name" = '系统管理员';
