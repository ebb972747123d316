import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger.ts";
import { errorHandler, notFound } from "./errors.ts";

function appThrowing(fail: () => unknown) {
  const logged: unknown[] = [];
  const logger = { ...createLogger("error"), error: (...args: unknown[]) => logged.push(args) };
  const app = new Hono().onError(errorHandler(logger));
  app.get("/", (c) => {
    fail();
    return c.text("not reached");
  });
  return { app, logged };
}

describe("errorHandler", () => {
  it("answers an ApiError with its status and body", async () => {
    const { app, logged } = appThrowing(() => {
      throw notFound("Place not found");
    });
    const response = await app.request("/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Place not found", code: "not_found" });
    expect(logged).toEqual([]);
  });

  it("answers a Zod failure as 400 with details", async () => {
    const { app } = appThrowing(() => {
      z.object({ name: z.string() }).parse({});
    });
    const response = await app.request("/");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "validation_error",
      details: [{ field: "name" }],
    });
  });

  it("takes a SyntaxError in our own code for our fault (500, logged), not the caller's", async () => {
    const { app, logged } = appThrowing(() => JSON.parse("{ours is broken"));
    const response = await app.request("/");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal_error",
    });
    expect(text).not.toContain("SyntaxError");
    expect(logged).toHaveLength(1);
  });
});
