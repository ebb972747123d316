import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MenuDrawerPanel } from "#client/components/menu-drawer-panel.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type {
  AdminHealth,
  AdminSecurity,
  AdminStats,
  AdminUser,
  AuditEntry,
} from "#shared/admin.ts";
import type { Place } from "#shared/place.ts";
import type { User } from "#shared/user.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { aUser } from "#tests/fixtures/user.ts";
import {
  adminHealthQuery,
  adminSecurityQuery,
  adminStatsQuery,
  adminUserPlacesQuery,
  adminUsersQuery,
} from "../api.ts";
import { AdminPage } from "./admin-page.tsx";

const grace = aUser({
  id: "admin-1",
  email: "grace@example.org",
  firstName: "Grace",
  lastName: "Hopper",
  isAdmin: true,
  twoFactorEnabled: true,
});

const adminUser = (user: User, placeCount: number): AdminUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: null,
  createdAt: user.createdAt,
  placeCount,
  isAdmin: user.isAdmin,
});

const victoria = adminUser(
  { ...grace, id: "user-2", email: "victoria@example.org", firstName: "Victoria" },
  2,
);
victoria.lastName = "Station";
victoria.isAdmin = false;

function place(id: number, name: string, visited = false): Place {
  const at = "2026-11-01T10:00:00.000Z";
  return aPlace({
    id,
    name,
    createdAt: at,
    visited,
    visitedDate: visited ? at : null,
    visitCount: visited ? 1 : 0,
  });
}

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, "id" | "kind" | "action">) => ({
  at: "2026-11-01T10:00:00.000Z",
  actor: null,
  target: null,
  ip: "127.0.0.1",
  ...fields,
});

const stats: AdminStats = { totalUsers: 1, totalPlaces: 0, visitedPlaces: 0, recentSignups: 1 };

/** The dashboard with every admin answer as the server gave it: no request leaves the test. */
function renderAdmin(
  user: User,
  answers: {
    stats?: AdminStats;
    users?: AdminUser[];
    health?: AdminHealth;
    security?: AdminSecurity;
  } = {},
) {
  const seed = <T,>(key: readonly unknown[], data: T | undefined) =>
    data && queryClient.setQueryData(key, data);
  // The Overview tab is open first: its figures are always there (for an admin; for anyone
  // else the cache is left empty, to show the page asks for nothing).
  seed(adminStatsQuery.queryKey, user.isAdmin ? (answers.stats ?? stats) : undefined);
  seed(adminUsersQuery.queryKey, answers.users);
  seed(adminHealthQuery.queryKey, answers.health);
  seed(adminSecurityQuery.queryKey, answers.security);
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/admin"]}>
          <AdminPage user={user} />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const openTab = (name: string) => userEvent.click(screen.getByRole("tab", { name }));

afterEach(() => queryClient.clear());

describe("a normal user", () => {
  const ann: User = { ...grace, id: "user-3", isAdmin: false, firstName: "Ann" };

  it("has no Admin Dashboard in the menu, which an admin has", () => {
    const { unmount } = render(
      <MemoryRouter>
        <MenuDrawerPanel user={ann} open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    const menu = screen.getByRole("navigation", { name: "Main" });
    within(menu).getByRole("link", { name: "About" });
    expect(within(menu).queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <MenuDrawerPanel user={grace} open onOpenChange={() => {}} />
      </MemoryRouter>,
    );
    expect(
      within(screen.getByRole("navigation", { name: "Main" }))
        .getByRole("link", { name: "Admin Dashboard" })
        .getAttribute("href"),
    ).toBe("/admin");
  });

  it("is told /admin is not allowed, and no admin data is even asked for", () => {
    renderAdmin(ann);
    screen.getByRole("heading", { name: "You don't have permission to view this page" });
    expect(screen.queryByRole("tab")).toBeNull();
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => String(query.queryKey[0]));
    expect(asked.filter((key) => key.startsWith("/api/admin"))).toEqual([]);
  });
});

describe("the two-factor prompt", () => {
  it("asks an admin without two-factor sign-in to turn it on, from the Account page", () => {
    renderAdmin({ ...grace, twoFactorEnabled: false });
    const prompt = screen.getByRole("region", { name: "Turn on two-factor sign-in" });
    within(prompt).getByText("This account can see everyone's places.", { exact: false });
    expect(within(prompt).getByRole("link", { name: "Turn it on" }).getAttribute("href")).toBe(
      "/account#two-factor",
    );
  });

  it("is gone once two-factor sign-in is on", () => {
    renderAdmin(grace);
    screen.getByTestId("stat-total-users");
    expect(screen.queryByRole("region", { name: "Turn on two-factor sign-in" })).toBeNull();
  });
});

describe("an admin", () => {
  it("sees the four tabs and the figures as the server counted them", () => {
    renderAdmin(grace, {
      stats: { totalUsers: 1581, totalPlaces: 12_004, visitedPlaces: 3001, recentSignups: 7 },
    });
    screen.getByRole("heading", { name: "Admin Dashboard" });
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "User Management",
      "System Health",
      "Security",
    ]);
    const figure = (testId: string) => screen.getByTestId(testId).textContent;
    expect(figure("stat-total-users")).toBe("1,581");
    expect(figure("stat-total-places")).toBe("12,004");
    expect(figure("stat-visited-places")).toBe("3,001");
    expect(figure("stat-recent-signups")).toBe("7");
    screen.getByText("25% of all places visited");
  });

  it("views a user's places, cannot delete themselves, and can cancel deleting another", async () => {
    queryClient.setQueryData(adminUserPlacesQuery(victoria.id).queryKey, [
      place(1, "Platform 9¾", true),
      place(2, "The Shard"),
    ]);
    renderAdmin(grace, { users: [victoria, adminUser(grace, 0)] });
    await openTab("User Management");
    screen.getByText("Select a user to view their places");
    const rows = screen.getAllByTestId("admin-user-row");
    expect(rows.map((row) => row.querySelector("p span.font-semibold")?.textContent)).toEqual([
      "Victoria Station",
      "Grace Hopper",
    ]);
    within(rows[0] as HTMLElement).getByText("victoria@example.org");
    within(rows[0] as HTMLElement).getByText(/2 places$/);

    const self = within(rows[1] as HTMLElement).getByRole("button", {
      name: "Delete Grace Hopper",
    });
    expect((self as HTMLButtonElement).disabled).toBe(true);
    within(rows[1] as HTMLElement).getByText("You");

    await userEvent.click(screen.getByRole("button", { name: "View Victoria Station's places" }));
    const list = screen.getByRole("list", { name: "Victoria Station's places" });
    expect(
      within(list)
        .getAllByTestId("admin-place-row")
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("Platform 9¾"), expect.stringContaining("The Shard")]);

    await userEvent.click(screen.getByRole("button", { name: "Delete Victoria Station" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete User" });
    within(confirm).getByText("victoria@example.org", { exact: false });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getAllByTestId("admin-user-row")).toHaveLength(2);
  });

  it("sees the server's health as words and figures", async () => {
    renderAdmin(grace, {
      health: {
        databaseConnected: true,
        responseTime: 3.24,
        uptime: 2 * 86_400 + 3 * 3600 + 4 * 60 + 5,
        eventLoopDelay: { p99: 12.4, max: 40.6, windowSeconds: 60 },
      },
    });
    await openTab("System Health");
    expect(screen.getByTestId("health-database").textContent).toBe("Connected");
    expect(screen.getByTestId("health-uptime").textContent).toBe("2d 3h 4m");
    expect(screen.getByTestId("health-response-time").textContent).toBe("3.2 ms");
    expect(screen.getByTestId("health-event-loop").textContent).toBe(
      "Event-loop delay over the last minute: p99 12 ms, longest 41 ms.",
    );
  });
});

describe("the Security tab", () => {
  const quiet = { count: 0, latest: [] };

  it("labels a failed sign-in's email as the email tried, and an admin action's as who did it", async () => {
    renderAdmin(grace, {
      security: {
        windowHours: 24,
        failedSignIns: {
          count: 1,
          latest: [
            entry({
              id: 1,
              kind: "sign-in-failed",
              action: "sign-in",
              actor: "alice@example.org",
            }),
          ],
        },
        rateLimited: quiet,
        adminActions: {
          count: 2,
          latest: [
            entry({
              id: 2,
              kind: "admin-action",
              action: "delete-user",
              actor: grace.email,
              target: "victoria@example.org",
            }),
          ],
        },
      },
    });
    await openTab("Security");
    screen.getByRole("heading", { name: "Security monitoring active" });
    expect(screen.queryByText("No security incidents detected")).toBeNull();
    expect(screen.getByTestId("security-admin-actions").textContent).toBe("2");

    const details = (action: string) => {
      const item = screen.getByText(action).closest("li") as HTMLElement;
      const labels = [...item.querySelectorAll("dt")].map((dt) => dt.textContent);
      const values = [...item.querySelectorAll("dd")].map((dd) => dd.textContent);
      return Object.fromEntries(labels.map((label, i) => [label, values[i]]));
    };
    expect(details("sign-in")).toEqual({ "Email tried": "alice@example.org", IP: "127.0.0.1" });
    expect(details("delete-user")).toEqual({
      By: grace.email,
      Target: "victoria@example.org",
      IP: "127.0.0.1",
    });
  });

  it("says no incidents were detected only when every figure is zero", async () => {
    renderAdmin(grace, {
      security: { windowHours: 24, failedSignIns: quiet, rateLimited: quiet, adminActions: quiet },
    });
    await openTab("Security");
    screen.getByText("No security incidents detected");
    expect(screen.queryByTestId("security-admin-actions")).toBeNull();
  });
});
