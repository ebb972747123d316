import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The component files share a worker's page and libraries (isolate: false), but each starts as
// a new browser would: the app's own modules loaded anew, since their state (the position a
// person gave, the query cache, a waiting change) is one visit's, and the page's storage empty.
// First of the set-up files, so that the others and the test file share one copy of each.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();

// Each test starts from an empty document: Testing Library unmounts what the last one rendered.
afterEach(() => cleanup());
