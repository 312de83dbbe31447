import { POST_FILES_MAX, PRODUCT_MAX, postUploadFile, REGION_MAX, REWARD_MAX } from '@contract/bbs/bbs-posts';
import { Card, NumberInput, Stack, TextInput } from '@mantine/core';
import { AttachmentsField } from '@/shared/attachments/attachments-field';
import { LabelSelect } from '@/shared/knowledge/label-select';
import { BBS_SCOPE } from '../api/bbs-scope';
import type { PostFormErrors, PostFormValues } from '../lib/post-form';
import { ExpertPicker } from './expert-picker';
import { PlateSelect } from './plate-select';
import { TopicPicker } from './topic-picker';

interface AskFormSideProps {
  values: PostFormValues;
  errors: PostFormErrors;
  update: (patch: Partial<PostFormValues>) => void;
  /** Experts a published question has already invited (and told). */
  lockedExperts: readonly number[];
}

/**
 * The ask form's side card: where the post goes and how it is found (plate,
 * labels, topics), what only some kinds have — a question's invited experts
 * and reward, a case's region and product — and the attachments.
 */
export function AskFormSide({ values, errors, update, lockedExperts }: AskFormSideProps) {
  const isQuestion = values.kind === 'question';
  const isCase = values.kind === 'case';
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <PlateSelect value={values.plateId} onChange={(plate) => update({ plateId: plate })} error={errors.plateId} />
        <LabelSelect scope={BBS_SCOPE} value={values.labelIds} onChange={(labelIds) => update({ labelIds })} disabled={false} />
        <TopicPicker value={values.topics} onChange={(topics) => update({ topics })} error={errors.topics} />
        {isQuestion ? (
          <>
            <ExpertPicker
              value={values.invited}
              onChange={(invited) => update({ invited })}
              locked={lockedExperts}
              error={errors.invited}
            />
            <NumberInput
              label="悬赏积分"
              description={`采纳回答时奖励给回答者，最多${REWARD_MAX}分`}
              min={0}
              max={REWARD_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={values.reward}
              error={errors.reward}
              onChange={(v) => update({ reward: typeof v === 'number' ? v : 0 })}
            />
          </>
        ) : null}
        {isCase ? (
          <>
            <TextInput
              label="地区"
              placeholder="如：华东、广州"
              maxLength={REGION_MAX}
              value={values.region}
              error={errors.region}
              onChange={(e) => update({ region: e.currentTarget.value })}
            />
            <TextInput
              label="产品"
              placeholder="案例涉及的产品"
              maxLength={PRODUCT_MAX}
              value={values.product}
              error={errors.product}
              onChange={(e) => update({ product: e.currentTarget.value })}
            />
          </>
        ) : null}
        <AttachmentsField
          upload={postUploadFile}
          value={values.files}
          onChange={(files) => update({ files })}
          max={POST_FILES_MAX}
          audience="能查看帖子的成员都可以下载"
        />
      </Stack>
    </Card>
  );
}
