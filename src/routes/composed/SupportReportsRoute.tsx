import SupportReportsScreen from '@/features/support/SupportReportsScreen';
import LoginAsButton from '@/features/impersonation/LoginAsButton';
import { AdminOnly } from './AdminOnly';

/** /support/reports: the inbox for administrators, with «log in as» the reporter on each row sent by a player. */
export default function SupportReportsRoute() {
  return (
    <AdminOnly>
      <SupportReportsScreen ReporterAction={LoginAsButton} />
    </AdminOnly>
  );
}
