import { PERMISSION_MODULES } from '@contract/platform/permission-modules';
import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import { Checkbox, Fieldset, SimpleGrid, Text, Tooltip } from '@mantine/core';

interface PermissionMatrixProps {
  value: readonly PermissionKey[];
  onChange: (next: PermissionKey[]) => void;
  /** Keys the editor may tick or untick: a manager hands out and takes away only keys he holds. */
  editable: (key: PermissionKey) => boolean;
  disabled?: boolean;
}

const CEILING = '您没有此权限，不能授予或移除';

/**
 * Every permission key by module, each with its Chinese name: a module's box
 * ticks or clears the keys of it the editor may change; keys beyond him stay
 * as they are, greyed, with the reason on hover.
 */
export function PermissionMatrix({ value, onChange, editable, disabled }: PermissionMatrixProps) {
  const held = new Set(value);
  const set = (keys: readonly PermissionKey[], on: boolean) => {
    const next = new Set(held);
    for (const k of keys) if (editable(k)) on ? next.add(k) : next.delete(k);
    // Vocabulary order, as the server stores them.
    onChange(PERMISSION_MODULES.flatMap((m) => m.keys).filter((k) => next.has(k)));
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {PERMISSION_MODULES.map((m) => {
        const on = m.keys.filter((k) => held.has(k)).length;
        const changeable = m.keys.some(editable);
        return (
          <Fieldset
            key={m.name}
            variant="filled"
            legend={
              <Checkbox
                label={m.name}
                fw={600}
                checked={on === m.keys.length}
                indeterminate={on > 0 && on < m.keys.length}
                disabled={disabled || !changeable}
                onChange={(e) => set(m.keys, e.currentTarget.checked)}
                aria-label={`${m.name}：全部权限`}
              />
            }
          >
            {m.keys.map((k) => {
              const box = (
                <Checkbox
                  key={k}
                  mt={6}
                  label={PERMISSION_NAMES[k]}
                  description={
                    <Text span fz="xs" c="dimmed" ff="monospace">
                      {k}
                    </Text>
                  }
                  checked={held.has(k)}
                  disabled={disabled || !editable(k)}
                  onChange={(e) => set([k], e.currentTarget.checked)}
                />
              );
              return disabled || editable(k) ? (
                box
              ) : (
                <Tooltip key={k} label={CEILING} position="top-start">
                  <div>{box}</div>
                </Tooltip>
              );
            })}
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
