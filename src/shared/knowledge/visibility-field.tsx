import { VISIBILITY_NAMES, VISIBILITY_SCOPES } from '@contract/knowledge/knowledge';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { ColleaguePicker, GroupTreePicker, type PickedUser } from './people-pickers';

/** Who may read an item, with the named users' nicknames so their pills need no lookup. */
export interface Visibility {
  scope: (typeof VISIBILITY_SCOPES)[number];
  groupIds: number[];
  users: PickedUser[];
}

/** Who may read the item: everyone, chosen groups (with their sub-groups) or named colleagues. */
export function VisibilityField({
  value,
  onChange,
  disabled,
  label = '可见范围',
}: {
  value: Visibility;
  onChange: (v: Visibility) => void;
  disabled: boolean;
  /** What the field decides, when not who may read an item (a notice's audience). */
  label?: string;
}) {
  return (
    <Input.Wrapper label={label}>
      <Stack gap="xs" mt={6}>
        <SegmentedControl
          fullWidth
          value={value.scope}
          onChange={(scope) => onChange({ ...value, scope: scope as Visibility['scope'] })}
          data={VISIBILITY_SCOPES.map((s) => ({ value: s, label: VISIBILITY_NAMES[s] }))}
          disabled={disabled}
        />
        {value.scope === 'groups' ? (
          <GroupTreePicker
            ariaLabel="可见组织"
            value={value.groupIds}
            onChange={(groupIds) => onChange({ ...value, groupIds })}
            expanded
            error={value.groupIds.length === 0 ? '请至少选择一个可见组织' : undefined}
            disabled={disabled}
          />
        ) : null}
        {value.scope === 'users' ? (
          <ColleaguePicker
            ariaLabel="可见人员"
            value={value.users}
            onChange={(users) => onChange({ ...value, users })}
            error={value.users.length === 0 ? '请至少选择一位可见人员' : undefined}
            disabled={disabled}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
