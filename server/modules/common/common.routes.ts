import {
  allAuth,
  groupList,
  imgsPath,
  labelName,
  menuTitle,
  queryConfigList,
  system,
  visitorInfo,
} from '@contract/common/common';
import { attentionFieldSave, attentionFieldSelect, field, labelNameByDomain, userField } from '@contract/common/custom-fields';
import type { Binder } from '../../http/route';
import { SYSTEM_IMAGE_ROUTE } from '../../lib/system-image-path';
import { saveAttentionFields, selectAttentionFields } from './attention-field.service';
import { findConfigItems, listAuthorisedResources, listImagePaths, listMenuTitles, readVisitorInfo } from './common.service';
import { listFields, listUserFields } from './field.service';
import { listGroups } from './group.service';
import { findLabelGroups } from './label.service';
import { readSystemInfo } from './system.service';
import { serveSystemImage } from './system-image.service';

/** The shared calls every screen makes (SPEC §7): menus, config, labels, groups, fields. */
export function registerCommon(binder: Binder): void {
  binder.route(menuTitle, ({ deps }) => listMenuTitles(deps.db));
  binder.route(imgsPath, ({ deps }) => listImagePaths(deps.db));
  binder.route(visitorInfo, ({ deps }) => readVisitorInfo(deps.db));
  binder.route(system, ({ deps }) => readSystemInfo(deps));
  binder.route(queryConfigList, ({ deps, input }) => findConfigItems(deps.db, input));
  binder.route(allAuth, ({ deps, user }) => listAuthorisedResources(deps.db, user.permissions));
  binder.route(labelName, ({ deps, input }) => findLabelGroups(deps.db, input, null));
  binder.route(labelNameByDomain, ({ deps, input, params }) => findLabelGroups(deps.db, input, params.domainId));
  binder.route(groupList, ({ deps, input }) => listGroups(deps.db, input.keyword));
  binder.route(field, ({ deps, input }) => listFields(deps.db, input.domainId));
  binder.route(userField, ({ deps, input, user }) => listUserFields(deps.db, user.id, input.domainId));
  binder.route(attentionFieldSelect, ({ deps, input, user }) => selectAttentionFields(deps.db, user.id, input.domainId));
  binder.route(attentionFieldSave, ({ deps, input, user }) =>
    saveAttentionFields(deps.db, user.id, input.domainId, input.fieldIds),
  );

  // Not a contract endpoint: it answers an uploaded logo's or background's bytes to <img>, before sign-in too.
  binder.app.get(SYSTEM_IMAGE_ROUTE, (c) =>
    serveSystemImage(c.var.deps, {
      picType: c.req.param('picType'),
      hash: c.req.param('hash'),
      ifNoneMatch: c.req.header('if-none-match'),
      head: c.req.method === 'HEAD',
    }),
  );
}
