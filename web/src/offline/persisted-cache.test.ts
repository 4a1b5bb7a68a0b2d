import { InMemoryCache, gql } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PERSISTED_CACHE_KEY,
  clearPrivateCache,
  persistApolloCache,
  restoreKeptAnswers,
  stopPersisting,
  viewerAnswered,
} from "./persisted-cache";

const VIEWER = gql`
  query PersistedCacheViewer {
    me {
      id
      firstName
    }
  }
`;
const MY_REPORT = gql`
  query MyReport($id: ID!) {
    report(id: $id) {
      id
      description
    }
  }
`;

function answerViewer(cache: InMemoryCache, id: string, firstName: string): void {
  cache.writeQuery({ query: VIEWER, data: { me: { __typename: "Viewer", id, firstName } } });
}

function answerReport(cache: InMemoryCache, id: string, description: string): void {
  cache.writeQuery({
    query: MY_REPORT,
    variables: { id },
    data: { report: { __typename: "Report", id, description } },
  });
}

/** What the phone keeps: a snapshot left by an earlier visit of `firstName`, with one of their reports. */
function keptVisitOf(id: string, firstName: string, description: string): void {
  const earlier = new InMemoryCache();
  answerViewer(earlier, id, firstName);
  answerReport(earlier, `report-of-${id}`, description);
  localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(earlier.extract()));
}

const kept = () => localStorage.getItem(PERSISTED_CACHE_KEY) ?? "";
const writeDelay = () => vi.advanceTimersByTime(1_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  localStorage.clear();
});
afterEach(() => {
  stopPersisting();
  vi.useRealTimers();
});

describe("the answers kept for offline use", () => {
  it("are read back when the app starts without a connection", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, false);
    expect(cache.readQuery({ query: VIEWER })).toEqual({
      me: { __typename: "Viewer", id: "ana", firstName: "Ana" },
    });
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).not.toBeNull();
  });

  it("online, keep the same viewer's earlier answers beside this visit's, and read them back when the signal dies", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    // Online the screens ask the server: nothing of the earlier visit is in the cache.
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).toBeNull();
    answerViewer(cache, "ana", "Ana");
    expect(viewerAnswered("Viewer:ana")).toBe(false);
    answerReport(cache, "nuevo", "Basura en el parque");
    writeDelay();
    expect(kept()).toContain("Hueco frente al colegio");
    expect(kept()).toContain("Basura en el parque");

    expect(restoreKeptAnswers()).toBe(true);
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).not.toBeNull();
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "nuevo" } })).not.toBeNull();
  });

  it("keep a record's earlier fields when this visit read it with fewer (another screen's query)", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    answerViewer(cache, "ana", "Ana");
    viewerAnswered("Viewer:ana");
    cache.writeQuery({
      query: gql`
        query ReportTitle($id: ID!) {
          report(id: $id) {
            id
          }
        }
      `,
      variables: { id: "report-of-ana" },
      data: { report: { __typename: "Report", id: "report-of-ana" } },
    });
    writeDelay();
    expect(restoreKeptAnswers()).toBe(true);
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).toEqual({
      report: { __typename: "Report", id: "report-of-ana", description: "Hueco frente al colegio" },
    });
  });

  it("keep the earlier fields of a record's object without an id when this visit read fewer of them", () => {
    const page = gql`
      query ReportPagePermissions($id: ID!) {
        publicReport(id: $id) {
          id
          viewerCan {
            vote
            flag
            restore
          }
        }
      }
    `;
    const card = gql`
      query ReportCardPermissions($id: ID!) {
        publicReport(id: $id) {
          id
          viewerCan {
            vote
          }
        }
      }
    `;
    const earlier = new InMemoryCache();
    answerViewer(earlier, "ana", "Ana");
    earlier.writeQuery({
      query: page,
      variables: { id: "r1" },
      data: {
        publicReport: {
          __typename: "PublicReport",
          id: "r1",
          viewerCan: { __typename: "PublicReportViewerCan", vote: true, flag: true, restore: false },
        },
      },
    });
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(earlier.extract()));

    // This visit: the community list, which reads only `vote` of the same report.
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    answerViewer(cache, "ana", "Ana");
    viewerAnswered("Viewer:ana");
    cache.writeQuery({
      query: card,
      variables: { id: "r1" },
      data: {
        publicReport: {
          __typename: "PublicReport",
          id: "r1",
          viewerCan: { __typename: "PublicReportViewerCan", vote: false },
        },
      },
    });
    writeDelay();
    expect(restoreKeptAnswers()).toBe(true);
    expect(cache.readQuery({ query: page, variables: { id: "r1" } })).toEqual({
      publicReport: {
        __typename: "PublicReport",
        id: "r1",
        viewerCan: { __typename: "PublicReportViewerCan", vote: false, flag: true, restore: false },
      },
    });
  });

  it("are removed when the server names another viewer, and never read back for them", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    expect(viewerAnswered("Viewer:beto")).toBe(true);
    expect(kept()).toBe("");
    answerViewer(cache, "beto", "Beto");
    writeDelay();
    expect(kept()).toContain("Beto");
    expect(kept()).not.toContain("Ana");
    expect(kept()).not.toContain("Hueco frente al colegio");
    restoreKeptAnswers();
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).toBeNull();
  });

  it("are removed when a signed-out visitor opens the app after a user (the server answers no viewer)", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    persistApolloCache(new InMemoryCache(), true);
    expect(viewerAnswered(null)).toBe(true);
    expect(kept()).toBe("");
  });

  it("offline with another user's answers read back: the server naming someone else clears the cache too", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, false);
    viewerAnswered("Viewer:beto");
    expect(kept()).toBe("");
    expect(cache.readQuery({ query: MY_REPORT, variables: { id: "report-of-ana" } })).toBeNull();
  });

  it("are cleared on sign-out, and the page writes no more of them", () => {
    keptVisitOf("ana", "Ana", "Hueco frente al colegio");
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    viewerAnswered("Viewer:ana");
    writeDelay();
    expect(kept()).toContain("Ana");
    clearPrivateCache();
    expect(kept()).toBe("");
    answerReport(cache, "otro", "Ruido toda la noche");
    writeDelay();
    expect(kept()).toBe("");
    window.dispatchEvent(new Event("pagehide"));
    expect(kept()).toBe("");
  });

  it("are written at once when the page is left before the write delay is over", () => {
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    answerViewer(cache, "ana", "Ana");
    viewerAnswered("Viewer:ana");
    answerReport(cache, "visto", "Poste caído en la esquina");
    expect(kept()).toBe("");
    window.dispatchEvent(new Event("pagehide"));
    expect(kept()).toContain("Poste caído en la esquina");
  });

  it("are written at once when the app goes to the background", () => {
    const cache = new InMemoryCache();
    persistApolloCache(cache, true);
    answerViewer(cache, "ana", "Ana");
    viewerAnswered("Viewer:ana");
    answerReport(cache, "visto", "Semáforo dañado");
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      document.dispatchEvent(new Event("visibilitychange"));
    } finally {
      visibility.mockRestore();
    }
    expect(kept()).toContain("Semáforo dañado");
  });
});
