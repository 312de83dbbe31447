import { UploadWorkspace } from './upload-workspace';

/** `/library/create1`: many files at once, with labels, group and chronicle data shared by the batch. */
export function BatchUploadScreen() {
  return <UploadWorkspace title="上传文档" question={null} />;
}
