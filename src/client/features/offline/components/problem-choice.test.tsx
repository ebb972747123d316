import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { WaitingChange } from "#client/entities/place/offline/changes-db.ts";
import type { Place } from "#shared/place.ts";
import { ProblemChoice } from "./problem-choice.tsx";

/** A visit ticked on this device to a place that was changed on another. */
function refusedVisit(seq: number, name: string): WaitingChange {
  return {
    seq,
    userId: "user-1",
    key: `key-${seq}`,
    kind: "visit",
    placeId: seq,
    baseVersion: 2,
    body: { visited: true },
    patch: { visited: true },
    place: { id: seq, name } as Place,
    madeAt: "2026-11-02T10:00:00.000Z",
    problem: { kind: "changed", message: "This place has changed since your change was made" },
  };
}

/**
 * The dialogs as the offline host shows them: the first refused change waiting, then the next
 * once it is settled.
 */
function Queue({ changes }: { changes: WaitingChange[] }) {
  const [waiting, setWaiting] = useState(changes);
  const first = waiting[0];
  if (!first) return <p>Nothing waiting</p>;
  const choose = async (change: WaitingChange) => {
    setWaiting((all) => all.filter((c) => c.seq !== change.seq));
  };
  return <ProblemChoice change={first} choose={choose} onClose={() => {}} />;
}

describe("the choice for a change the server refused", () => {
  it.each([2, 3])("answers each of %i refused changes in a row", async (count) => {
    const user = userEvent.setup();
    const names = ["Castell Coch", "Tintern Abbey", "Conwy Castle"].slice(0, count);
    render(<Queue changes={names.map((name, i) => refusedVisit(i + 1, name))} />);
    for (const name of names) {
      const dialog = await screen.findByRole("alertdialog", { name: "A change was not saved" });
      expect(dialog.textContent).toContain(name);
      const keepMine = screen.getByRole("button", { name: "Keep my version" });
      expect((keepMine as HTMLButtonElement).disabled).toBe(false);
      await user.click(keepMine);
    }
    await screen.findByText("Nothing waiting");
  });

  it("can be closed with Escape while nothing is being sent", async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(
      <ProblemChoice
        change={refusedVisit(1, "Castell Coch")}
        choose={async () => {}}
        onClose={() => {
          closed += 1;
        }}
      />,
    );
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(closed).toBe(1);
  });

  it("shows both devices' values of each field both changed", async () => {
    const change = refusedVisit(1, "Conwy Castle");
    change.problem = {
      kind: "changed",
      message: "This place has changed since your change was made",
      fields: [{ field: "notes", mine: "Mine: walk the walls", theirs: "Theirs: the bridge" }],
    };
    render(<ProblemChoice change={change} choose={async () => {}} onClose={() => {}} />);
    const list = await screen.findByLabelText("What each device changed");
    expect(list.textContent).toContain("Notes");
    expect(list.textContent).toContain("On this device: Mine: walk the walls");
    expect(list.textContent).toContain("On the other device: Theirs: the bridge");
  });

  it.each([
    ["Keep my version", "mine"],
    ["Keep the other version", "theirs"],
  ])("%s settles the change that way, then closes", async (button, choice) => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    let closed = 0;
    const change = refusedVisit(1, "Castell Coch");
    render(
      <ProblemChoice
        change={change}
        choose={async (settled, how) => {
          chosen.push(`${settled.seq} ${how}`);
        }}
        onClose={() => {
          closed += 1;
        }}
      />,
    );
    await user.click(await screen.findByRole("button", { name: button }));
    await waitFor(() => expect(closed).toBe(1));
    expect(chosen).toEqual([`1 ${choice}`]);
  });
});
