import { getUploadImageExtension, type ImageUploadResult } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';

/**
 * Images in the body name their stored file (`data-file-id`): the server keeps
 * only that attribute and signs a fresh URL for every reader.
 */
const FileImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      fileId: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-file-id'),
        renderHTML: (attrs: { fileId?: string | null }) => (attrs.fileId ? { 'data-file-id': attrs.fileId } : {}),
      },
    };
  },
});

/** What an upload gives the image node: the URL to show and the file id to store. */
export function uploadedImage(upload: { id: number; url: string; name: string }): ImageUploadResult {
  const attrs = { src: upload.url, alt: upload.name, fileId: String(upload.id) };
  return attrs;
}

/** The image node with upload on pick, paste and drop (Mantine's upload extension around {@link FileImage}). */
export function fileImageExtension(upload: (file: File) => Promise<ImageUploadResult>) {
  return getUploadImageExtension(FileImage, { onImageUpload: upload });
}
