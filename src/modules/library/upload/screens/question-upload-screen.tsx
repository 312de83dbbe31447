import { Alert, Text } from '@mantine/core';
import { UploadWorkspace } from './upload-workspace';

/** `/library/create/$question`: documents uploaded in answer to a question keep the link to it. */
export function QuestionUploadScreen({ question }: { question: string }) {
  const text = question.trim();
  return (
    <UploadWorkspace
      title="上传文档"
      question={text || null}
      banner={
        <Alert variant="light" radius="md" data-testid="upload-question">
          <Text fz="lg" fw={600}>
            为问题上传文档：{text || '（未指定问题）'}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            本页上传的每个文档都会关联到这个问题，并在文档页中显示。
          </Text>
        </Alert>
      }
    />
  );
}
