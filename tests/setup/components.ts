import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each test starts from an empty document: Testing Library unmounts what the last one rendered.
afterEach(() => cleanup());
