import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@domain";
import { renderScreen } from "../../../test/render";
import { FollowReportMutation, UnfollowReportMutation } from "../hooks/use-toggle-follow";
import { FollowButton } from "./follow-button";

const answer = (field: "followReport" | "unfollowReport", viewerFollows: boolean) => ({
  data: { [field]: { __typename: "PublicReport", id: "r1", viewerFollows } },
});

describe("FollowButton", () => {
  it("says “Seguir”, not pressed, and follows the report when pressed", async () => {
    const sent = vi.fn(() => answer("followReport", true));
    renderScreen(<FollowButton report={{ id: "r1", viewerFollows: false, canFollow: true }} />, {
      mocks: [{ request: { query: FollowReportMutation, variables: { reportId: "r1" } }, result: sent }],
    });
    const button = screen.getByRole("button", { name: "Seguir" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it("says “Siguiendo”, pressed, and unfollows when pressed", async () => {
    const sent = vi.fn(() => answer("unfollowReport", false));
    renderScreen(<FollowButton report={{ id: "r1", viewerFollows: true, canFollow: true }} />, {
      mocks: [{ request: { query: UnfollowReportMutation, variables: { reportId: "r1" } }, result: sent }],
    });
    const button = screen.getByRole("button", { name: "Siguiendo" });
    expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it("offers sign-in to a signed-out visitor instead of calling the server", async () => {
    const sent = vi.fn(() => answer("followReport", true));
    renderScreen(<FollowButton report={{ id: "r1", viewerFollows: false, canFollow: false }} />, {
      mocks: [{ request: { query: FollowReportMutation, variables: { reportId: "r1" } }, result: sent }],
    });
    await userEvent.click(screen.getByRole("button", { name: "Seguir" }));
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeInTheDocument();
    expect(screen.getByText("Para seguir un reporte necesitas iniciar sesión.")).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("says why when the server refuses, in Spanish", async () => {
    renderScreen(<FollowButton report={{ id: "r1", viewerFollows: false, canFollow: true }} />, {
      mocks: [
        {
          request: { query: FollowReportMutation, variables: { reportId: "r1" } },
          result: { errors: [{ message: "Reporte no encontrado", extensions: { code: "NOT_FOUND" } }] },
        },
      ],
    });
    await userEvent.click(screen.getByRole("button", { name: "Seguir" }));
    expect(await screen.findByText(MESSAGES.followFailed)).toBeInTheDocument();
    expect(screen.getByText("Reporte no encontrado")).toBeInTheDocument();
  });
});
