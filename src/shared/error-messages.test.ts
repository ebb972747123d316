import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { describeError, ERROR_TEXT } from "./error-messages.ts";

const fallback = "Failed to add place. Please try again.";

describe("describeError", () => {
  it("uses the product's texts for network problems and timeouts", () => {
    expect(describeError(new ApiError(0, "network_error", ""), fallback)).toBe(
      "Network connection problem. Please check your internet and try again.",
    );
    expect(describeError(new ApiError(0, "timeout", ""), fallback)).toBe(
      "Request timed out. Please try again.",
    );
  });

  it("prefers the server's message", () => {
    expect(
      describeError(new ApiError(409, "conflict", "This place is already in your list!"), fallback),
    ).toBe("This place is already in your list!");
  });

  it("lists validation details by the field's label, never its key", () => {
    expect(
      describeError(
        new ApiError(400, "validation_error", "Please check your input and try again", [
          { field: "name", message: "Required" },
          { field: "mood", message: "Choose one of: Curious, Relaxed" },
          { field: "places.3.address", message: "Use at most 200 characters" },
        ]),
        fallback,
      ),
    ).toBe(
      "Place Name: Required; Mood: Choose one of: Curious, Relaxed; Address: Use at most 200 characters",
    );
  });

  it("gives the message alone when it already names the field, or when the field is unknown", () => {
    expect(
      describeError(
        new ApiError(400, "validation_error", "x", [
          { field: "photoUrl", message: "The photo must be an image data URL" },
          { field: "somethingNew", message: "Not allowed" },
        ]),
        fallback,
      ),
    ).toBe("The photo must be an image data URL; Not allowed");
  });

  it("says the security token expired for a CSRF refusal", () => {
    expect(describeError(new ApiError(403, "csrf_invalid", "x"), fallback)).toBe(ERROR_TEXT.csrf);
  });

  it.each([
    [401, ERROR_TEXT.authentication],
    [403, ERROR_TEXT.authorization],
    [400, ERROR_TEXT.validation],
    [500, fallback],
    [502, fallback],
  ])("without a server message, status %i reads %s", (status, text) => {
    expect(describeError(new ApiError(status, "", ""), fallback)).toBe(text);
  });

  it("falls back for anything thrown that is not an ApiError", () => {
    expect(describeError(new TypeError("x is undefined"), fallback)).toBe(fallback);
  });

  it("reads an answer that is not ours by its status alone", async () => {
    const proxyPage = new Response("<html>Bad gateway</html>", { status: 502 });
    const error = await ApiError.from(proxyPage);
    expect([error.status, error.code, error.message]).toEqual([502, "", ""]);
    expect(describeError(error, fallback)).toBe(fallback);
  });

  it("reads our error body back from an answer", async () => {
    const body = { message: "Place not found", code: "not_found" };
    const error = await ApiError.from(Response.json(body, { status: 404 }));
    expect(error.body).toEqual(body);
    expect(error.status).toBe(404);
  });
});
