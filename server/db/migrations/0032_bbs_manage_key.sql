-- Managing the forum's sensitive words became a permission key (issue 18): the system
-- administrators' role holds every key, so it gains this one too; other roles get it when an
-- administrator grants it.
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT unnest("permissions" || ARRAY['ROLE_BBS_MANAGE']::text[]) ORDER BY 1
)
WHERE "name" = '系统管理员';
