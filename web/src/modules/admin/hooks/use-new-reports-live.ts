import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { graphql } from "../../../gql";

export const ReportFiledSubscription = graphql(`
  subscription ReportFiled {
    reportFiled {
      reportId
    }
  }
`);

/**
 * Staff's panel: `onFiled` runs each time a report is filed, anywhere (staff-only subscription), and once
 * the subscription listens, for what was filed before (docs/live-updates.md#live-lists).
 */
export function useNewReportsLive(onFiled: () => void) {
  const latest = useRef(onFiled);
  useEffect(() => {
    latest.current = onFiled;
  });
  useSubscription(ReportFiledSubscription, {
    onData: () => latest.current(),
  });
}
