import { describe, expect, it } from "vitest";
import { ERROR_TEXT } from "#shared/error-messages.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { translated } from "../i18n/catalogue.ts";
import { accountAppForFile, errorOf, Visitor } from "../testing/account-visitor.ts";

// Every error answer of the API leaves in the caller's language (answer-language.ts): the
// account's, else the lang cookie's, else the browser's Accept-Language, else English.
const accounts = accountAppForFile();

/** The Welsh of `english`, which the catalogue must have. */
function welsh(english: string): string {
  const shown = translated("cy", english);
  expect(shown, `no Welsh for "${english}"`).not.toBe(english);
  return shown;
}

const LANGUAGE_REFUSED = 'Choose "en" (English) or "cy" (Cymraeg)';

describe("error answers", () => {
  it("are in the account's language, its details too", async () => {
    const { visitor } = await accounts.newAccount();
    expect((await visitor.write("PATCH", "/api/account", { language: "cy" })).status).toBe(200);
    const error = await errorOf(await visitor.write("PATCH", "/api/account", { language: "fr" }));
    expect(error.message).toBe(welsh(ERROR_TEXT.validation));
    expect(error.details).toEqual([{ field: "language", message: welsh(LANGUAGE_REFUSED) }]);
  });

  it("put sentences made with values in Welsh, their values kept", async () => {
    const { visitor } = await accounts.newAccount();
    expect((await visitor.write("PATCH", "/api/account", { language: "cy" })).status).toBe(200);
    const tooLong = await errorOf(
      await visitor.write("POST", "/api/places", { name: "x".repeat(PLACE_LIMITS.name + 1) }),
    );
    expect(tooLong.details).toEqual([
      { field: "name", message: `Defnyddiwch ${PLACE_LIMITS.name} nod ar y mwyaf` },
    ]);
    const noRoute = await errorOf(await visitor.request("GET", "/api/no-such-thing"));
    expect(noRoute.message).toBe("Dim llwybr API o'r fath: GET /api/no-such-thing");
  });

  it("are English for an account that chose English, whatever the browser asks", async () => {
    const { visitor } = await accounts.newAccount();
    const answer = await visitor.request("PATCH", "/api/account", {
      json: { language: "fr" },
      headers: { "x-csrf-token": await visitor.fetchCsrfToken(), "accept-language": "cy" },
    });
    const error = await errorOf(answer);
    expect(error.message).toBe(ERROR_TEXT.validation);
    expect(error.details).toEqual([{ field: "language", message: LANGUAGE_REFUSED }]);
    welsh(LANGUAGE_REFUSED);
  });

  it.each([
    ["the lang cookie", { cookie: "lang=cy" }],
    ["Accept-Language", { "accept-language": "cy-GB, en;q=0.5" }],
  ])("follow %s when signed out", async (_, headers) => {
    const visitor = new Visitor(accounts.app.baseUrl);
    const answer = await visitor.request("GET", "/api/places", { headers });
    expect(answer.status).toBe(401);
    expect((await errorOf(answer)).message).toBe(welsh(ERROR_TEXT.authentication));
  });

  it("are English when nothing asks for Welsh", async () => {
    const visitor = new Visitor(accounts.app.baseUrl);
    const answer = await visitor.request("GET", "/api/places", {
      headers: { "accept-language": "fr, de" },
    });
    expect((await errorOf(answer)).message).toBe(ERROR_TEXT.authentication);
  });
});
