/** The notice an admin screen shows offline: every admin action goes through the server. */
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';

/** "The admin tools need a connection…" (a polite status, so a screen reader hears it once). */
export function NeedsConnection() {
  return (
    <p role="status" className="alert" data-testid="needs-connection">
      {ADMIN_TEXT.needsConnection}
    </p>
  );
}
