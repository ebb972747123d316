// `npm run admin -- grant EMAIL | revoke EMAIL | list`: who may use the admin dashboard, beside
// the accounts ADMIN_EMAILS names. Works on the same configuration and database as the app.
import { bootstrap, configOrExit, DatabaseSetupError } from "#server/bootstrap.ts";
import { adminQueries } from "#server/db/queries/admin.ts";
import { auditQueries } from "#server/db/queries/audit.ts";
import { isListedAdmin } from "#server/http/admin.ts";
import { createLogger } from "#server/logger.ts";

const USAGE = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email] = process.argv.slice(2);
if (!(command === "list" || ((command === "grant" || command === "revoke") && email))) fail(USAGE);

const config = configOrExit();
const runtime = await bootstrap(config, { logger: createLogger("warn") }).catch(
  (error: unknown) => {
    if (error instanceof DatabaseSetupError) fail(`Database error: ${error.message}`);
    throw error;
  },
);
try {
  const admins = adminQueries(runtime.db);
  const audit = auditQueries(runtime.db);

  if (command === "list") {
    const users = (await admins.users()).filter(
      (user) => user.granted || isListedAdmin(user, config.adminEmails),
    );
    if (users.length === 0) console.log("No admins yet.");
    for (const user of users) {
      const why = [
        user.granted && "granted",
        isListedAdmin(user, config.adminEmails) && "ADMIN_EMAILS",
      ];
      console.log(`${user.email} (${why.filter(Boolean).join(", ")})`);
    }
  } else {
    const user = await admins.findUserByEmail(email as string);
    if (!user) fail(`No account uses ${email}. The person must sign up first.`);
    const changed =
      command === "grant" ? await admins.grant(user.id) : await admins.revoke(user.id);
    await audit.record({
      kind: "admin-action",
      action: `${command}-admin`,
      actor: "command line",
      target: user.email,
    });
    if (command === "grant") {
      console.log(
        changed ? `${user.email} is now an admin.` : `${user.email} was already an admin.`,
      );
    } else {
      console.log(
        changed ? `${user.email} is no longer an admin.` : `${user.email} had no grant to revoke.`,
      );
      if (config.adminEmails.includes(user.email)) {
        console.log("ADMIN_EMAILS still lists this address: remove it there too.");
      }
    }
  }
} finally {
  await runtime.close();
}
