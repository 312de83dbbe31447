import {
  groupAdminList,
  groupCreate,
  groupDelete,
  groupUpdate,
  roleCreate,
  roleDelete,
  roleList,
  roleUpdate,
  userCreate,
  userDisable,
  userList,
  userUpdate,
} from '../../../contract/admin';
import type { Binder } from '../../http/route';
import { createGroup, deleteGroup, listGroupsWithCounts, updateGroup } from './groups.service';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service';
import { createUser, setUserDisabled, updateUser } from './user-changes.service';
import { listUsers } from './users.service';

/** User, group and role administration; each endpoint is gated by its management key in the contract. */
export function registerAdmin(binder: Binder): void {
  binder.route(userList, ({ deps, input }) => listUsers(deps.db, input));
  binder.route(userCreate, ({ deps, user, input }) => createUser(deps.db, user, input));
  binder.route(userUpdate, ({ deps, user, input, params }) => updateUser(deps.db, user, params.id, input));
  binder.route(userDisable, ({ deps, user, input, params }) => setUserDisabled(deps.db, user, params.id, input.disabled));

  binder.route(groupAdminList, ({ deps }) => listGroupsWithCounts(deps.db));
  binder.route(groupCreate, ({ deps, input }) => createGroup(deps.db, input.name, input.parentId));
  binder.route(groupUpdate, ({ deps, input, params }) => updateGroup(deps.db, params.id, input));
  binder.route(groupDelete, ({ deps, params }) => deleteGroup(deps.db, params.id));

  binder.route(roleList, ({ deps }) => listRoles(deps.db));
  binder.route(roleCreate, ({ deps, user, input }) => createRole(deps.db, user, input));
  binder.route(roleUpdate, ({ deps, user, input, params }) => updateRole(deps.db, user, params.id, input));
  binder.route(roleDelete, ({ deps, params }) => deleteRole(deps.db, params.id));
}
