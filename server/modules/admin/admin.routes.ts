import {
  groupAdminList,
  groupCreate,
  groupDelete,
  groupUpdate,
  roleCreate,
  roleDelete,
  roleList,
  roleMembers,
  roleUpdate,
  userCreate,
  userDisable,
  userList,
  userUpdate,
} from '@contract/admin/admin';
import { auditList } from '@contract/admin/admin-audit';
import {
  configList,
  configReset,
  configUpdate,
  menuAliasList,
  menuAliasUpdate,
  systemImageList,
  systemImageReset,
  systemImageUpload,
} from '@contract/admin/admin-config';
import { fieldCreate, fieldDelete, fieldList, fieldReorder, fieldUpdate } from '@contract/admin/admin-fields';
import {
  labelCreate,
  labelDelete,
  labelMerge,
  labelReorder,
  labelTree,
  labelUpdate,
  labelUsage,
} from '@contract/admin/admin-labels';
import {
  roleOptions,
  userEndSessions,
  userExport,
  userImport,
  userImportTemplate,
  userResetPassword,
  userUnlock,
} from '@contract/admin/admin-users';
import type { Binder } from '../../http/route';
import { listAudit } from './audit.service';
import { listConfigItems, resetConfigItem, setConfigItem } from './config-items.service';
import { createField, deleteField, listAdminFields, reorderFields, updateField } from './fields.service';
import { createGroup, deleteGroup, listGroupsWithCounts, updateGroup } from './groups.service';
import { deleteLabel, labelUsage as labelUsageOf, mergeLabel } from './label-merge.service';
import { createLabel, labelTree as labelTreeOf, reorderLabel, updateLabel } from './labels.service';
import { listMenuAliases, setMenuAlias } from './menu-aliases.service';
import { createRole, deleteRole, listRoleMembers, listRoles, updateRole } from './roles.service';
import { listSystemImages, resetSystemImage, uploadSystemImage } from './system-images.service';
import { endUserSessions, resetPassword, unlockUser } from './user-access.service';
import { createUser, setUserDisabled, updateUser } from './user-changes.service';
import { importUsers } from './user-import.service';
import { exportUsers, userImportTemplate as importTemplateFile } from './user-sheets.service';
import { listUsers } from './users.service';

/** The console's administration: users, groups, roles, labels, fields and configuration; each endpoint is gated by its management key in the contract. */
export function registerAdmin(binder: Binder): void {
  binder.route(userList, ({ deps, input }) => listUsers(deps.db, input));
  binder.route(userCreate, ({ deps, user, input }) => createUser(deps.db, user, input));
  binder.route(userUpdate, ({ deps, user, input, params }) => updateUser(deps.db, user, params.id, input));
  binder.route(userDisable, ({ deps, user, input, params }) => setUserDisabled(deps.db, user, params.id, input.disabled));
  binder.route(userResetPassword, ({ deps, user, input, params }) => resetPassword(deps.db, user, params.id, input));
  binder.route(userUnlock, ({ deps, user, params }) => unlockUser(deps.db, user, params.id));
  binder.route(userEndSessions, ({ deps, user, params }) => endUserSessions(deps.db, user, params.id));
  binder.route(roleOptions, ({ deps }) => listRoles(deps.db));
  binder.route(userImport, ({ deps, user, c }) => importUsers(deps, user, c));
  binder.route(userImportTemplate, ({ deps }) => importTemplateFile(deps.db));
  binder.route(userExport, ({ deps, input }) => exportUsers(deps.db, input));

  binder.route(groupAdminList, ({ deps }) => listGroupsWithCounts(deps.db));
  binder.route(groupCreate, ({ deps, user, input }) => createGroup(deps.db, user, input.name, input.parentId));
  binder.route(groupUpdate, ({ deps, user, input, params }) => updateGroup(deps.db, user, params.id, input));
  binder.route(groupDelete, ({ deps, user, params }) => deleteGroup(deps.db, user, params.id));

  binder.route(roleList, ({ deps }) => listRoles(deps.db));
  binder.route(roleCreate, ({ deps, user, input }) => createRole(deps.db, user, input));
  binder.route(roleUpdate, ({ deps, user, input, params }) => updateRole(deps.db, user, params.id, input));
  binder.route(roleDelete, ({ deps, user, params }) => deleteRole(deps.db, user, params.id));
  binder.route(roleMembers, ({ deps, input, params }) => listRoleMembers(deps.db, params.id, input));

  binder.route(configList, ({ deps }) => listConfigItems(deps.db));
  binder.route(configUpdate, ({ deps, user, input }) => setConfigItem(deps.db, user, input.code, input.value));
  binder.route(configReset, ({ deps, user, input }) => resetConfigItem(deps.db, user, input.code));
  binder.route(menuAliasList, ({ deps }) => listMenuAliases(deps.db));
  binder.route(menuAliasUpdate, ({ deps, user, input, params }) => setMenuAlias(deps.db, user, params.id, input.menuAlias));
  binder.route(systemImageList, ({ deps }) => listSystemImages(deps));
  binder.route(systemImageUpload, ({ deps, user, params, c }) => uploadSystemImage(deps, user, params.picType, c));
  binder.route(systemImageReset, ({ deps, user, params }) => resetSystemImage(deps, user, params.picType));

  binder.route(labelTree, ({ deps }) => labelTreeOf(deps.db));
  binder.route(labelCreate, ({ deps, user, input }) => createLabel(deps.db, user, input));
  binder.route(labelUpdate, ({ deps, user, input, params }) => updateLabel(deps.db, user, params.id, input));
  binder.route(labelReorder, ({ deps, user, input, params }) => reorderLabel(deps.db, user, params.id, input.direction));
  binder.route(labelUsage, ({ deps, params }) => labelUsageOf(deps.db, params.id));
  binder.route(labelMerge, ({ deps, user, input, params }) => mergeLabel(deps.db, user, params.id, input.targetId));
  binder.route(labelDelete, ({ deps, user, params }) => deleteLabel(deps.db, user, params.id));

  binder.route(fieldList, ({ deps, input }) => listAdminFields(deps.db, input.domainId));
  binder.route(fieldCreate, ({ deps, user, input }) => createField(deps.db, user, input));
  binder.route(fieldUpdate, ({ deps, user, input, params }) => updateField(deps.db, user, params.id, input));
  binder.route(fieldReorder, ({ deps, user, input }) => reorderFields(deps.db, user, input.domainId, input.ids));
  binder.route(fieldDelete, ({ deps, user, params }) => deleteField(deps.db, user, params.id));

  binder.route(auditList, ({ deps, user, input }) => listAudit(deps.db, user, input));
}
