import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';

/** The wiki's screens (/wiki, /list, /listNew, /knowledge-compare): holders of the wiki permission only. */
export const Route = createFileRoute('/_app/_wiki')({
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_WIKI_DISPLAY_WEB'),
});
