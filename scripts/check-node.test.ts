import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSupportedNode, MINIMUM_NODE, nodeVersionProblem } from "./check-node.mjs";

const SCRIPT = path.join(import.meta.dirname, "check-node.mjs");

describe("isSupportedNode", () => {
  it("compares major, minor and patch as numbers, not as text", () => {
    expect(isSupportedNode("22.22.0", "22.22")).toBe(true);
    expect(isSupportedNode("22.22.1", "22.22")).toBe(true);
    expect(isSupportedNode("22.21.9", "22.22")).toBe(false);
    expect(isSupportedNode("22.3.0", "22.22")).toBe(false);
    expect(isSupportedNode("22.100.0", "22.22")).toBe(true);
    expect(isSupportedNode("23.0.0", "22.22")).toBe(true);
    expect(isSupportedNode("24.1.0", "22.22")).toBe(true);
    expect(isSupportedNode("100.0.0", "22.22")).toBe(true);
    expect(isSupportedNode("20.20.2", "22.22")).toBe(false);
    expect(isSupportedNode("9.99.99", "22.22")).toBe(false);
  });

  it("reads a leading v and a pre-release tail", () => {
    expect(isSupportedNode("v20.20.2", "22.22")).toBe(false);
    expect(isSupportedNode("v24.0.0", "22.22")).toBe(true);
    expect(isSupportedNode("22.22.0-nightly20260101abc", "22.22")).toBe(true);
  });

  it("takes a patch in the minimum into account", () => {
    expect(isSupportedNode("22.22.0", "22.22.1")).toBe(false);
    expect(isSupportedNode("22.22.1", "22.22.1")).toBe(true);
  });

  it("accepts the Node.js running these tests", () => {
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });
});

describe("nodeVersionProblem", () => {
  it("is one line naming the minimum and the running version", () => {
    expect(nodeVersionProblem("v20.20.2")).toBe(
      `UK Adventures needs Node.js ${MINIMUM_NODE} or newer; this is 20.20.2`,
    );
    expect(MINIMUM_NODE).toBe("22.22");
  });

  it("is null for a new enough version", () => {
    expect(nodeVersionProblem("22.22.0")).toBeNull();
  });
});

describe("scripts/check-node.mjs", () => {
  it("exits 0 and prints nothing on this Node.js", () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("");
    expect(run.status).toBe(0);
  });

  // The machine's own Node.js, when it is older than the minimum: the check must run on it.
  const oldNode = "/usr/bin/node";
  const oldVersion = existsSync(oldNode)
    ? spawnSync(oldNode, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim()
    : "";
  const haveOldNode = oldVersion !== "" && !isSupportedNode(oldVersion);
  it.skipIf(!haveOldNode)(
    `exits 1 with one line on an older Node.js (${haveOldNode ? `${oldNode} is ${oldVersion}` : `skipped: ${oldNode} is missing or not older than ${MINIMUM_NODE}`})`,
    () => {
      const run = spawnSync(oldNode, [SCRIPT], { encoding: "utf8" });
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        `UK Adventures needs Node.js ${MINIMUM_NODE} or newer; this is ${oldVersion}\n`,
      );
      expect(run.status).toBe(1);
    },
  );
});

describe("package.json", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"),
  ) as { engines: { node: string }; scripts: Record<string, string> };

  it("checks the version before start, dev, test and admin run anything else", () => {
    for (const name of ["start", "dev", "test", "admin"]) {
      expect(manifest.scripts[name], name).toMatch(/^node scripts\/check-node\.mjs && /);
    }
  });

  it("names the same minimum in engines", () => {
    expect(manifest.engines.node).toBe(`>=${MINIMUM_NODE}`);
  });
});
