import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { WaitingChange } from "#client/entities/place/offline/changes-db.ts";
import {
  type OfflineState,
  setOfflineState,
} from "#client/entities/place/offline/offline-store.ts";
import { setPlaceMarks, WaitingMark } from "#client/entities/place/waiting-mark.tsx";
import type { Place } from "#shared/place.ts";
import { StatusLine } from "./offline-host.tsx";

/** A change kept on this device; refused as a place deleted elsewhere when `deleted`. */
function change(seq: number, deleted = false): WaitingChange {
  return {
    seq,
    userId: "user-1",
    key: `key-${seq}`,
    kind: "visit",
    placeId: seq,
    baseVersion: 1,
    body: { visited: true },
    patch: { visited: true },
    place: { id: seq, name: "Castell Coch" } as Place,
    madeAt: "2026-11-02T10:00:00.000Z",
    problem: deleted ? { kind: "deleted", message: "Place not found" } : undefined,
  };
}

const IDLE: OfflineState = {
  userId: "user-1",
  changes: [],
  tripChanges: [],
  sending: false,
  online: true,
  needsSignIn: false,
  signOutWarning: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The line on a place's page, with the address the app is at below it. */
function renderLine(state: Partial<OfflineState>) {
  setOfflineState({ ...IDLE, ...state });
  render(
    <MemoryRouter initialEntries={["/place/7"]}>
      <StatusLine />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const line = () => screen.queryByTestId("offline-status");

afterEach(() => setOfflineState(IDLE));

describe("the status line", () => {
  it("is absent online with nothing waiting", () => {
    renderLine({});
    expect(line()).toBeNull();
  });

  it.each<[string, Partial<OfflineState>, string]>([
    [
      "offline, nothing waiting",
      { online: false },
      "Offline · showing what was last saved on this device",
    ],
    [
      "offline, one waiting",
      { online: false, changes: [change(1)] },
      "Offline · 1 change waiting to be sent",
    ],
    [
      "offline, places' and trips' waiting",
      { online: false, changes: [change(1), change(2)], tripChanges: [{ seq: 3 }] },
      "Offline · 3 changes waiting to be sent",
    ],
    ["online, waiting", { changes: [change(1), change(2)] }, "2 changes waiting to be sent"],
    ["sending", { sending: true, changes: [change(1), change(2)] }, "Sending 2 changes…"],
    ["sending one", { sending: true, changes: [change(1)] }, "Sending 1 change…"],
    [
      "a trip's write refused",
      { tripChanges: [{ seq: 1, problem: "Pembrokeshire trip was deleted on another device." }] },
      "Pembrokeshire trip was deleted on another device.OK",
    ],
  ])("says so when %s", (_when, state, text) => {
    renderLine(state);
    expect(line()?.textContent).toBe(text);
  });

  it("says the session ended, and Sign in comes back to the same page", async () => {
    const user = userEvent.setup();
    renderLine({ needsSignIn: true, changes: [change(1)] });
    expect(line()?.textContent).toBe(
      "Your session has ended. Sign in to send the change waiting.Sign in",
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByTestId("where").textContent).toBe("/sign-in?next=%2Fplace%2F7");
  });

  it("counts the changes waiting for the same user to sign in", () => {
    renderLine({ needsSignIn: true, changes: [change(1), change(2)] });
    expect(line()?.textContent).toContain("Sign in to send the 2 changes waiting.");
  });

  it("keeps a refused change that was put off, and Choose offers the choice again", async () => {
    const user = userEvent.setup();
    renderLine({ changes: [change(1, true), change(2)] });
    expect(line()?.textContent).toBe(
      "Castell Coch was deleted on another device; your visit was not saved. It needs your choice.Choose",
    );
    await user.click(screen.getByRole("button", { name: "Choose" }));
    const dialog = await screen.findByRole("alertdialog", { name: "A change was not saved" });
    expect(dialog.textContent).toContain("Add it back with my change");
    expect(dialog.textContent).toContain("Leave it deleted");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(line()?.textContent).toContain("It needs your choice.");
  });

  it("goes once the last change is sent", () => {
    renderLine({ changes: [change(1)] });
    expect(line()).not.toBeNull();
    act(() => setOfflineState({ changes: [] }));
    expect(line()).toBeNull();
  });
});

describe("the mark on a place's card", () => {
  afterEach(() => act(() => setPlaceMarks(new Map())));

  it("says a change waits, or needs a choice, and goes once it is sent", () => {
    setPlaceMarks(
      new Map([
        [1, "waiting"],
        [2, "problem"],
      ]),
    );
    render(
      <>
        <WaitingMark placeId={1} />
        <WaitingMark placeId={2} />
        <WaitingMark placeId={3} />
      </>,
    );
    expect(screen.getAllByTestId("waiting-mark").map((m) => m.textContent)).toEqual([
      "Waiting to be sent",
      "Not saved: needs your choice",
    ]);
    act(() => setPlaceMarks(new Map([[2, "problem"]])));
    expect(screen.getAllByTestId("waiting-mark").map((m) => m.textContent)).toEqual([
      "Not saved: needs your choice",
    ]);
  });
});
