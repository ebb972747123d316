import { describe, expect, it } from "vitest";
import { describeFailedCall, ERROR_TEXT } from "./error-messages.ts";

const fallback = "Failed to add place. Please try again.";

describe("describeFailedCall", () => {
  it("uses the product's texts for network problems and timeouts", () => {
    expect(describeFailedCall({ kind: "network" }, fallback)).toBe(
      "Network connection problem. Please check your internet and try again.",
    );
    expect(describeFailedCall({ kind: "timeout" }, fallback)).toBe(
      "Request timed out. Please try again.",
    );
  });

  it("prefers the server's message", () => {
    expect(
      describeFailedCall(
        { kind: "http", status: 409, message: "This place is already in your list!" },
        fallback,
      ),
    ).toBe("This place is already in your list!");
  });

  it("lists validation details as 'field: message'", () => {
    expect(
      describeFailedCall(
        {
          kind: "http",
          status: 400,
          message: "Please check your input and try again",
          details: [
            { field: "name", message: "Required" },
            { field: "mood", message: "Unknown mood" },
          ],
        },
        fallback,
      ),
    ).toBe("name: Required; mood: Unknown mood");
  });

  it("says the security token expired for a CSRF refusal", () => {
    expect(
      describeFailedCall(
        { kind: "http", status: 403, code: "csrf_invalid", message: "x" },
        fallback,
      ),
    ).toBe(ERROR_TEXT.csrf);
  });

  it.each([
    [401, ERROR_TEXT.authentication],
    [403, ERROR_TEXT.authorization],
    [400, ERROR_TEXT.validation],
    [500, fallback],
    [502, fallback],
  ])("without a server message, status %i reads %s", (status, text) => {
    expect(describeFailedCall({ kind: "http", status }, fallback)).toBe(text);
  });
});
