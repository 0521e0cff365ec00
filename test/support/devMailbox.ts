/** The development mailbox (`GET /dev/mailbox`), where the server's sign-up, verification and reset mails land. */
import { json } from './contractServerHelpers';

/** One mail the development mailbox holds. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** The mails the development mailbox holds for one address, oldest first. */
export async function mailboxOf(server: { api(path: string): Promise<Response> }, to: string): Promise<DevMail[]> {
  return json<DevMail[]>(await server.api(`/dev/mailbox?to=${encodeURIComponent(to)}`));
}
