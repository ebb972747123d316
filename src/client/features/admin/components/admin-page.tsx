import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Activity, Home, LayoutDashboard, Shield, Users } from "lucide-react";
import { Link } from "react-router";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import type { User } from "#shared/user.ts";
import { BackupButton } from "./backup-button.tsx";
import { HealthTab } from "./health-tab.tsx";
import { NotAllowed } from "./not-allowed.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
import { TwoFactorPrompt } from "./two-factor-prompt.tsx";
import { UsersTab } from "./users-tab.tsx";

// Icons only from 640 px: on a phone the names alone just fit two to a row.
const ICON_CLASS = "hidden sm:block";

const TABS = [
  {
    value: "overview",
    label: msg`Overview`,
    icon: <LayoutDashboard aria-hidden className={ICON_CLASS} />,
  },
  {
    value: "users",
    label: msg`User Management`,
    icon: <Users aria-hidden className={ICON_CLASS} />,
  },
  {
    value: "health",
    label: msg`System Health`,
    icon: <Activity aria-hidden className={ICON_CLASS} />,
  },
  { value: "security", label: msg`Security`, icon: <Shield aria-hidden className={ICON_CLASS} /> },
] as const;

/**
 * The four tabs. Radix mounts only the open tab's content, so each tab's query runs when the
 * tab is first shown, and health is polled only while its tab is open.
 */
function AdminDashboard({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  return (
    <>
      {!user.twoFactorEnabled && <TwoFactorPrompt />}
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto min-w-0 basis-full text-sm text-muted-foreground sm:basis-auto">
          <Trans>Users, places and the health of this server.</Trans>
        </p>
        <BackupButton />
        <Button variant="outline" asChild>
          <Link to="/">
            <Home aria-hidden />
            <Trans>Back to Home</Trans>
          </Link>
        </Button>
      </div>

      <Tabs defaultValue="overview" className="mt-4 grid gap-4">
        {/* Two rows of two on a phone: the four names do not fit across 390 px. */}
        <TabsList
          aria-label={t`Admin sections`}
          className="h-auto grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none"
        >
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.icon}
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab me={user} />
        </TabsContent>
        <TabsContent value="health">
          <HealthTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * docs/product.md#admin-dashboard. The server checks every /api/admin call; the check here only
 * spares a non-admin a page of failures: for them no admin query is even created.
 */
export function AdminPage({ user }: { user: User }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Admin Dashboard`} wide>
      {user.isAdmin ? <AdminDashboard user={user} /> : <NotAllowed />}
    </PageFrame>
  );
}
