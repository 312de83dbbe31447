import { createFileRoute } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';

/** The reports (/reportStatistics/*): holders of ROLE_REPORT_DISPLAY; the server narrows rows to their data scope. */
export const Route = createFileRoute('/_app/_reports')({
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_REPORT_DISPLAY'),
});
