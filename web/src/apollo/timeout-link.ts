import { ApolloLink } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { Observable } from "rxjs";
import { toaster } from "../ui/toaster";
import {
  REQUEST_TIMED_OUT,
  REQUEST_TIMED_OUT_DETAIL,
  REQUEST_TIMEOUTS_MS,
  RequestTimeoutError,
  timeoutSignal,
} from "./request-timeout";

/** A query may ask for its own limit (`context: { timeoutMs }`), as the statistics do. */
declare module "@apollo/client" {
  interface DefaultContext {
    timeoutMs?: number;
  }
}

/**
 * Every query and mutation over HTTP gives up after its time (docs/decisions.md#request-timeouts): the
 * request is cancelled and fails with RequestTimeoutError, so that screens leave "Cargando..." for their
 * error. A query that timed out also raises the one "El servidor no respondió a tiempo" toast, with
 * "Reintentar" (`retry` fetches the screen's queries again); a mutation is never repeated by itself, its
 * screen says what failed.
 */
export function createTimeoutLink(retry: () => void): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const context = operation.getContext();
    const fetchOptions = (context.fetchOptions ?? {}) as RequestInit;
    const clock = timeoutSignal(context.timeoutMs ?? REQUEST_TIMEOUTS_MS.ordinary, fetchOptions.signal);
    operation.setContext({ fetchOptions: { ...fetchOptions, signal: clock.signal } });
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          clock.clear();
          if (error instanceof RequestTimeoutError && operation.operationType === OperationTypeNode.QUERY) {
            toaster.create({
              id: "request-timeout",
              type: "error",
              title: REQUEST_TIMED_OUT,
              description: REQUEST_TIMED_OUT_DETAIL,
              action: { label: "Reintentar", onClick: retry },
            });
          }
          observer.error(error);
        },
        complete: () => {
          clock.clear();
          observer.complete();
        },
      });
      return () => {
        clock.clear();
        subscription.unsubscribe();
      };
    });
  });
}
