import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useUrlParams } from "./use-url-params";

function renderParams(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ url: useUrlParams(), location: useLocation() }), { wrapper });
}

const withParam = (name: string, value: string) => (current: URLSearchParams) => {
  current.set(name, value);
  return current;
};

describe("useUrlParams", () => {
  it("keeps a change that the screen has not shown yet when a second one follows", () => {
    const { result } = renderParams("/reportes/pendientes?orden=oldest");
    act(() => {
      // Both before a render: the second sees the first, as the screen did not yet.
      result.current.url[1](withParam("barrio", "villa-santos"));
      result.current.url[1](withParam("q", "poste"));
    });
    expect(result.current.location.search).toBe("?orden=oldest&barrio=villa-santos&q=poste");
    expect(result.current.url[0].get("barrio")).toBe("villa-santos");
  });

  it("builds on the URL again once it shows", () => {
    const { result } = renderParams("/reportes/pendientes?barrio=villa-santos");
    act(() => result.current.url[1](withParam("q", "poste")));
    act(() => result.current.url[1]((current) => (current.delete("barrio"), current)));
    expect(result.current.location.search).toBe("?q=poste");
  });
});
