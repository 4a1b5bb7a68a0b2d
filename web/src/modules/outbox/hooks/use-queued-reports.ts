import { useEffect, useState } from "react";
import { subscribeOutbox } from "../../../offline/outbox/outbox-runner";
import { queuedReports, type QueuedReport } from "../../../offline/outbox/outbox-store";

export interface QueuedReportsState {
  reports: QueuedReport[];
  /** The phone's storage could not be read (private mode, storage refused). */
  failed: boolean;
}

/**
 * `ownerId`'s reports waiting on this phone, read again whenever the outbox changes here, in another tab
 * or in the service worker (docs/offline.md#filing-offline).
 */
export function useQueuedReports(ownerId: string | undefined): QueuedReportsState {
  const [state, setState] = useState<QueuedReportsState>({ reports: [], failed: false });
  useEffect(() => {
    if (!ownerId) return;
    let current = true;
    const read = () =>
      queuedReports(ownerId).then(
        (reports) => current && setState({ reports, failed: false }),
        () => current && setState({ reports: [], failed: true }),
      );
    void read();
    const unsubscribe = subscribeOutbox(() => void read());
    return () => {
      current = false;
      unsubscribe();
    };
  }, [ownerId]);
  return state;
}
