import ClientErrorsScreen from '@/features/support/ClientErrorsScreen';
import { AdminOnly } from './AdminOnly';

/** /support/client-errors: what players' browsers reported (administrators only). */
export default function SupportClientErrorsRoute() {
  return (
    <AdminOnly>
      <ClientErrorsScreen />
    </AdminOnly>
  );
}
