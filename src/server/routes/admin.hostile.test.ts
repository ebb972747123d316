import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeHostileEndpoints,
  describeUnreadBodies,
  type Endpoint,
  fixedPath,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import { hostileBody, hostileValue } from "../testing/hostile-values.ts";

// POST /api/admin/backup (admin.ts) with hostile input: testing/hostile-app.ts says what every
// request is checked for.

const app = setUpHostileApp();

const ENDPOINTS: Endpoint[] = [
  {
    // Takes no body: whatever is sent is ignored, and the download is the answer.
    name: "POST /api/admin/backup",
    method: "POST",
    who: "admin",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/admin/backup"),
    valid: () => ({}),
    fields: ["places"],
    json: hostileBody({ places: { valid: hostileValue }, users: { valid: hostileValue } }),
  },
];

describeUnreadBodies(app, ENDPOINTS, [
  ["POST /api/admin/backup", "/api/admin/backup", "application/json", API_BODY_LIMIT_BYTES - 1024],
]);

describeHostileEndpoints(app, ENDPOINTS);
