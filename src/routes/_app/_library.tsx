import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';

/** The document library's screens (/library/*, /detailDfz): holders of the document permission only. */
export const Route = createFileRoute('/_app/_library')({
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_DOCUMENT_DISPLAY_WEB'),
});
