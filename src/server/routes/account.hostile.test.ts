import fc from "fast-check";
import { expect } from "vitest";
import { z } from "zod";
import { ACHIEVEMENT_IDS } from "#shared/achievements.ts";
import { LANGUAGES } from "#shared/i18n/language.ts";
import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeHostileEndpoints,
  type Endpoint,
  fixedPath,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import { hostileBody } from "../testing/hostile-values.ts";

// The account's own small writes with hostile input: the achievement it claims
// (achievements.ts) and its language (account.ts). testing/hostile-app.ts says what every
// request is checked for.

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
  {
    name: "PATCH /api/account",
    method: "PATCH",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/account"),
    valid: () => ({ language: "cy" }),
    fields: ["language"],
    json: hostileBody(
      {
        language: {
          valid: fc.constantFrom(...LANGUAGES),
          wrong: fc.constantFrom("CY", "cy ", "cy-GB", "__proto__", "toString", "", "en,cy"),
        },
      },
      ["language"],
    ),
    // A 2xx answers the account, in the language sent.
    onSuccess: async (answer) => {
      expect(LANGUAGES).toContain(z.object({ language: z.string() }).parse(answer).language);
    },
  },
];

describeHostileEndpoints(app, ENDPOINTS);
