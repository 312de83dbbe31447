import { Card, Divider, Stack } from '@mantine/core';
import { CustomFields } from '@/shared/knowledge/custom-fields';
import { GroupSelect } from '@/shared/knowledge/group-select';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { VisibilityField } from '@/shared/knowledge/visibility-field';
import { WIKI_SCOPE } from '../../api/wiki-scope';
import type { DraftMeta } from '../../lib/draft-form';
import { CoverField } from './cover-field';

interface MetaPanelProps {
  meta: DraftMeta;
  update: (patch: Partial<DraftMeta>) => void;
  disabled: boolean;
  missingFields: number[];
}

/** The side column of the editor: cover, group, labels, custom fields and visibility. */
export function MetaPanel({ meta, update, disabled, missingFields }: MetaPanelProps) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <CoverField
          url={meta.coverUrl}
          onChange={(c) => update({ coverFileId: c?.fileId ?? null, coverUrl: c?.url ?? null })}
          disabled={disabled}
        />
        <GroupSelect value={meta.groupId} onChange={(groupId) => update({ groupId })} disabled={disabled} />
        <LabelSelect scope={WIKI_SCOPE} value={meta.labelIds} onChange={(labelIds) => update({ labelIds })} disabled={disabled} />
        <CustomFields
          scope={WIKI_SCOPE}
          values={meta.fields}
          onChange={(id, value) => update({ fields: { ...meta.fields, [String(id)]: value } })}
          disabled={disabled}
          missing={missingFields}
        />
        <Divider />
        <VisibilityField value={meta.visibility} onChange={(visibility) => update({ visibility })} disabled={disabled} />
      </Stack>
    </Card>
  );
}
