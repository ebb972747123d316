import fc from "fast-check";
import { ACHIEVEMENT_IDS } from "#shared/achievements.ts";
import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeHostileEndpoints,
  type Endpoint,
  fixedPath,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import { hostileBody } from "../testing/hostile-values.ts";

// POST /api/achievements (achievements.ts) with hostile input: testing/hostile-app.ts says what
// every request is checked for.

const app = setUpHostileApp();

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/achievements",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/achievements"),
    valid: () => ({ achievementId: "explorer" }),
    fields: ["achievementId"],
    json: hostileBody(
      {
        achievementId: {
          valid: fc.constantFrom(...ACHIEVEMENT_IDS),
          wrong: fc.constantFrom("EXPLORER", "explorer ", "__proto__", "toString", ""),
        },
      },
      ["achievementId"],
    ),
  },
];

describeHostileEndpoints(app, ENDPOINTS);
